import type { RouteWeight } from './client-weight';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Wire and raw sizes per route, the encodings the host used, and the JS budget beside the number it limits. */
export function printWeightTable(weights: RouteWeight[], jsWireBudget: Record<string, number>) {
  console.log(`\nWhat the host serves (browser sent Accept-Encoding: ${weights[0]?.accept_encoding ?? '?'}):`);
  console.table(
    weights.map((w) => ({
      route: w.route,
      'JS wire': kb(w.js_wire),
      'JS raw': kb(w.js_raw),
      'CSS wire': kb(w.css_wire),
      'CSS raw': kb(w.css_raw),
      'JSON wire': kb(w.json_wire),
      'JSON raw': kb(w.json_raw),
      'scripts before ready': w.scripts_before_ready,
      'scripts total': w.scripts_total,
      encodings: Object.entries(w.encodings)
        .map(([encoding, count]) => `${encoding}×${count}`)
        .join(' '),
      // Scripts and styles sent uncompressed: each one is a host or CDN setting to fix.
      'plain JS/CSS': w.responses.filter((r) => (r.kind === 'js' || r.kind === 'css') && r.content_encoding === 'identity').length,
      requests: w.requests,
      'JS budget (wire)': w.route in jsWireBudget ? kb(jsWireBudget[w.route]!) : '-',
    })),
  );
}
