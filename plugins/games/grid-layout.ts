/** Columns and gap of the game grid for a width: 3 across on a phone, tiles of about 150 px on desktop. */
export function gridLayout(width: number): { columns: number; gap: number } {
  if (width <= 0) return { columns: 3, gap: 10 };
  if (width < 600) return { columns: 3, gap: 10 };
  const gap = 16;
  return { columns: Math.max(3, Math.min(8, Math.floor((width + gap) / (150 + gap)))), gap };
}
