import { describe, expect, it } from 'vitest';
import { isClientPage, isDataRequest, isShareableAnswer, lobbyPathFor, offlineAnswer } from './cache-rules';

const answer = (headers: Record<string, string>, status = 200) => new Response('{}', { status, headers });

describe('what the service worker may keep', () => {
  it('keeps answers the server marks public', () => {
    expect(isShareableAnswer(answer({ 'cache-control': 'public, max-age=60' }))).toBe(true);
  });

  it('never keeps an answer a session may have shaped', () => {
    expect(isShareableAnswer(answer({}))).toBe(false);
    expect(isShareableAnswer(answer({ 'cache-control': 'no-cache' }))).toBe(false);
    expect(isShareableAnswer(answer({ 'cache-control': 'private, max-age=60' }))).toBe(false);
    expect(isShareableAnswer(answer({ 'cache-control': 'public, no-store' }))).toBe(false);
    expect(isShareableAnswer(answer({ 'cache-control': 'public, max-age=60', vary: 'Cookie' }))).toBe(false);
    expect(isShareableAnswer(answer({ 'cache-control': 'public' }, 404))).toBe(false);
  });

  it('tells data from pages and finds the lobby of a page\'s language', () => {
    expect(isDataRequest(new URL('https://a.casino/api/fe/config/x'))).toBe(true);
    expect(isDataRequest(new URL('https://a.casino/messages/de.json'))).toBe(true);
    expect(isDataRequest(new URL('https://a.casino/pokies'))).toBe(false);
    expect(isClientPage(new URL('https://a.casino/de/pokies'))).toBe(true);
    expect(isClientPage(new URL('https://a.casino/game-studio/play/x'))).toBe(false);
    expect(isClientPage(new URL('https://a.casino/sw.js'))).toBe(false);
    expect(lobbyPathFor(new URL('https://a.casino/de/pokies'))).toBe('/de');
    expect(lobbyPathFor(new URL('https://a.casino/pokies'))).toBe('/');
  });
});

describe('offline answer', () => {
  it('is an HTTP answer the client does not retry, never stored, not maintenance', async () => {
    const response = offlineAnswer();
    expect(response.status).toBe(504);
    expect(response.headers.has('x-maintenance-mode')).toBe(false);
    expect(isShareableAnswer(response)).toBe(false);
    expect(await response.json()).toEqual({ error: 'offline' });
  });
});
