import { describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../server/runtime-config';

describe('GUEST_PAGE_CACHE_SECONDS', () => {
  it('is the host default when unset, whole seconds when set, 0 turns the cache off', () => {
    expect(readRuntimeConfig({}).guestPageSeconds).toBeNull();
    expect(readRuntimeConfig({ GUEST_PAGE_CACHE_SECONDS: ' 30 ' }).guestPageSeconds).toBe(30);
    expect(readRuntimeConfig({ GUEST_PAGE_CACHE_SECONDS: '0' }).guestPageSeconds).toBe(0);
  });

  it.each(['10s', '-1', '1.5', 'off'])('refuses %s instead of guessing', (value) => {
    expect(() => readRuntimeConfig({ GUEST_PAGE_CACHE_SECONDS: value })).toThrow(/GUEST_PAGE_CACHE_SECONDS must be whole seconds/);
  });
});
