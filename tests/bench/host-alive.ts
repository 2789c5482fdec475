/** Whether the host still answers its health check (within 5 s). */
export async function hostAlive(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(new URL('/healthz', baseUrl), { signal: AbortSignal.timeout(5_000) });
    return response.ok;
  } catch {
    return false;
  }
}
