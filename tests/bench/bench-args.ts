/** The bench's sections, in the order they run. */
export const BENCH_SECTIONS = ['weight', 'cashbox', 'lighthouse', 'scroll', 'load', 'render'] as const;
export type BenchSection = (typeof BENCH_SECTIONS)[number];

/**
 * `npm run bench -- --only=lighthouse[,weight…]` runs only the named sections; `--no-load` skips the
 * platform load test (kept from before `--only` existed).
 */
export function sectionsFromArgs(argv: string[]): { sections: Set<BenchSection>; partial: boolean } {
  const only = argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  const wanted = only ? only.split(',').map((s) => s.trim()) : [...BENCH_SECTIONS];
  const unknown = wanted.filter((s) => !(BENCH_SECTIONS as readonly string[]).includes(s));
  if (unknown.length) throw new Error(`unknown bench section(s) ${unknown.join(', ')}; known: ${BENCH_SECTIONS.join(', ')}`);
  const sections = new Set(wanted as BenchSection[]);
  if (argv.includes('--no-load')) sections.delete('load');
  return { sections, partial: only !== undefined };
}
