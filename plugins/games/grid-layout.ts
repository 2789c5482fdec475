/** Columns and gap of the game grid for a width: 3 across on a phone, tiles of about 150 px on desktop. */
export function gridLayout(width: number): { columns: number; gap: number } {
  if (width <= 0) return { columns: 3, gap: 10 };
  if (width < 600) return { columns: 3, gap: 10 };
  const gap = 16;
  return { columns: Math.max(3, Math.min(8, Math.floor((width + gap) / (150 + gap)))), gap };
}

/**
 * The viewport the grid assumes before it has measured one: on the server, and in the browser's first render,
 * which must draw the server's rows and columns to hydrate (issue 14). The device the page is drawn for is known
 * on both sides; the grid takes the real width and window height right after mounting.
 */
export function assumedViewport(device: 'desktop' | 'mobile'): { width: number; height: number } {
  return device === 'mobile' ? { width: 0, height: 844 } : { width: 1200, height: 900 };
}
