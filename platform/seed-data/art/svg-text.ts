/** Text placed into generated SVG comes from the catalogue; escape it so titles like "Hold & Win" stay valid XML. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** Splits a title into at most `maxLines` lines of about `width` characters for SVG <text>. */
export function wrapTitle(title: string, width: number, maxLines = 3): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, maxLines);
}

export function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${Math.round(hue) % 360} ${saturation}% ${lightness}%)`;
}
