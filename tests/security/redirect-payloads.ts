/**
 * Redirect targets as the `redirect` query value reads once decoded, with what the shared check must make
 * of them: `null` = refused, a string = the normalised same-origin path. One table for the function, the
 * client router and every redirecting route of the platform.
 */
export const REDIRECT_PAYLOADS: readonly (readonly [payload: string, expected: string | null])[] = [
  ['//x', null],
  ['/\\x', null],
  ['\\x', null],
  ['\\\\x', null],
  ['https:x', null],
  ['http://x', null],
  ['https://evil.example/x', null],
  ['%2F%2Fx', null],
  ['/%2F/x', null],
  ['javascript:alert(1)', null],
  ['/%09/x', null],
  ['/%5Cx', null],
  ['/%5C%5Cx', null],
  ['///x', null],
  ['/\t/x', null],
  ['/\n/x', null],
  ['/\r\nSet-Cookie:x=1', null],
  ['/%0d%0aSet-Cookie:x=1', null],
  ['/\u0000x', null],
  ['/\u007fx', null],
  [' /x', null],
  ['/..//x', null],
  ['/.//x', null],
  ['/%2e%2e//x', null],
  ['x', null],
  ['', null],
  ['/ok/path?a=1', '/ok/path?a=1'],
  ['/pokies?page=2#top', '/pokies?page=2#top'],
  ['/games/a/../b', '/games/b'],
];

/** Percent-encoding that does not decode: a broken link, answered 400 by the platform, dropped by the client. */
export const MALFORMED_REDIRECTS: readonly string[] = ['/%E0%A4%A', '/%ZZ', '/100%', '/%'];
