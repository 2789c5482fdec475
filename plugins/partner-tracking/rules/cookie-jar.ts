/** First-party cookies for tracking: readable by the platform on the next request, `SameSite=Lax`. */
export function writeCookie(name: string, value: string, days: number) {
  const maxAge = Math.round(days * 86_400);
  // The page's scheme, not an address the router follows, so not the runtime's navigation.
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

export function readCookieValue(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
