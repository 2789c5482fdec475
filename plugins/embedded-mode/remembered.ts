/** This tab's embedding origin (sessionStorage), so reloads and new pages in the frame or webview keep the mode. */
export const REMEMBERED_KEY = 'croupier.embedded-parent';

export function rememberedParent(): string | null {
  try {
    return window.sessionStorage.getItem(REMEMBERED_KEY);
  } catch {
    return null;
  }
}
