import { describe, expect, it } from 'vitest';
import { safeLinkTarget } from './safe-link';

describe('safe links from operator data', () => {
  it.each(['/files/terms.pdf', 'https://cdn.example.com/terms.pdf', 'http://cdn.example.com/terms.pdf'])('keeps %s', (link) => {
    expect(safeLinkTarget(link)).not.toBeNull();
  });
  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example/x', '/\\evil.example', '/%09/evil.example', 'ftp://x/y', ' https://x', '', 42])('refuses %s', (link) => {
    expect(safeLinkTarget(link)).toBeNull();
  });
});
