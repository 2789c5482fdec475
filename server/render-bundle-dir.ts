/**
 * Where the build puts the server renderer's bundle (`rsbuild.render.config.ts`) for a client build directory:
 * beside it, never inside it (the client's `static/` is served, and each build cleans its own folder).
 */
export function renderBundleDir(clientDir: string): string {
  return `${clientDir.replace(/[\\/]+$/, '')}-render`;
}
