import { describe, expect, it } from 'vitest';
import { detectEmbedding, isAllowedParent, originMatches } from '../rules/parent-origin';
import { acceptedCommand, isForeignLink } from '../rules/parent-messages';

const ALLOWED = ['https://sports.aurora.casino', 'http://127.0.0.1:*'];
const base = { framed: true, flagged: false, ownOrigin: 'https://aurora.casino' };

describe('parent origins', () => {
  it('matches an exact origin and nothing close to it', () => {
    expect(originMatches('https://sports.aurora.casino', 'https://sports.aurora.casino')).toBe(true);
    expect(originMatches('https://sports.aurora.casino', 'http://sports.aurora.casino')).toBe(false);
    expect(originMatches('https://sports.aurora.casino', 'https://sports.aurora.casino.evil.com')).toBe(false);
    expect(originMatches('https://sports.aurora.casino', 'https://sports.aurora.casino:8443')).toBe(false);
  });

  it('matches any port of a `:*` pattern, but only that scheme and host', () => {
    expect(originMatches('http://127.0.0.1:*', 'http://127.0.0.1:41234')).toBe(true);
    expect(originMatches('http://127.0.0.1:*', 'http://127.0.0.1')).toBe(true);
    expect(originMatches('http://127.0.0.1:*', 'https://127.0.0.1:41234')).toBe(false);
    expect(originMatches('http://127.0.0.1:*', 'http://127.0.0.10:41234')).toBe(false);
    expect(originMatches('http://127.0.0.1:*', 'http://127.0.0.1.evil.com:80')).toBe(false);
    expect(originMatches('http://127.0.0.1:*', 'null')).toBe(false);
  });

  it('refuses opaque and empty origins', () => {
    expect(isAllowedParent(ALLOWED, 'null')).toBe(false);
    expect(isAllowedParent(ALLOWED, '')).toBe(false);
  });
});

describe('detectEmbedding', () => {
  it('posts to the frame parent named by ancestorOrigins when it is allowed', () => {
    expect(detectEmbedding({ ...base, ancestorOrigin: 'https://sports.aurora.casino' }, ALLOWED)).toEqual({ mode: 'iframe', targetOrigin: 'https://sports.aurora.casino' });
  });

  it('falls back to the referrer origin where ancestorOrigins is missing', () => {
    expect(detectEmbedding({ ...base, referrer: 'http://127.0.0.1:5000/embed.html?x=1' }, ALLOWED)).toEqual({ mode: 'iframe', targetOrigin: 'http://127.0.0.1:5000' });
  });

  it('is not embedded inside a frame of a foreign site: nothing is posted to it', () => {
    expect(detectEmbedding({ ...base, ancestorOrigin: 'https://evil.example', referrer: 'https://evil.example/' }, ALLOWED)).toBeNull();
  });

  it('trusts the ancestor list over the referrer: a foreign parent with an allowed referrer is not a parent', () => {
    expect(detectEmbedding({ ...base, ancestorOrigin: 'https://evil.example', referrer: 'https://sports.aurora.casino/' }, ALLOWED)).toBeNull();
    expect(detectEmbedding({ ...base, ancestorOrigin: 'https://evil.example', remembered: 'https://sports.aurora.casino' }, ALLOWED)).toBeNull();
  });

  it('runs in webview mode on the query flag, posting to its own origin', () => {
    expect(detectEmbedding({ ...base, framed: false, flagged: true }, ALLOWED)).toEqual({ mode: 'webview', targetOrigin: 'https://aurora.casino' });
    expect(detectEmbedding({ ...base, framed: false }, ALLOWED)).toBeNull();
  });

  it('keeps the mode on later pages of the tab by the remembered origin', () => {
    expect(detectEmbedding({ ...base, referrer: '', remembered: 'https://sports.aurora.casino' }, ALLOWED)?.targetOrigin).toBe('https://sports.aurora.casino');
    expect(detectEmbedding({ ...base, framed: false, remembered: 'https://aurora.casino' }, ALLOWED)?.mode).toBe('webview');
  });
});

describe('messages from the parent', () => {
  it('accepts refresh_user from the parent origin only', () => {
    expect(acceptedCommand({ origin: 'https://sports.aurora.casino', data: { type: 'refresh_user' } }, 'https://sports.aurora.casino')).toEqual({ type: 'refresh_user' });
    expect(acceptedCommand({ origin: 'https://evil.example', data: { type: 'refresh_user' } }, 'https://sports.aurora.casino')).toBeNull();
    expect(acceptedCommand({ origin: 'https://sports.aurora.casino', data: { type: 'transfer_money' } }, 'https://sports.aurora.casino')).toBeNull();
    expect(acceptedCommand({ origin: 'https://sports.aurora.casino', data: 'refresh_user' }, 'https://sports.aurora.casino')).toBeNull();
  });

  it('hands only other origins\' http(s) links to the parent', () => {
    expect(isForeignLink('https://sports.aurora.casino/#sport', 'https://aurora.casino')).toBe(true);
    expect(isForeignLink('/pokies', 'https://aurora.casino')).toBe(false);
    expect(isForeignLink('mailto:support@aurora.casino', 'https://aurora.casino')).toBe(false);
  });
});
