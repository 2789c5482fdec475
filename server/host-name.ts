export function stripHostPort(host: string): string {
  return host.replace(/:\d+$/, '').toLowerCase();
}
