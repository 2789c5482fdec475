import { UTM_PARAMS } from '@config/limits';

export type UtmMetrics = Partial<Record<(typeof UTM_PARAMS)[number], string>>;

/** The tracked campaign parameters of spec part 1 §9 (`utm_source`…, and `sub_id` as is), or `null`. */
export function utmFrom(search: string): UtmMetrics | null {
  const query = new URLSearchParams(search);
  const metrics: UtmMetrics = {};
  for (const name of UTM_PARAMS) {
    const value = query.get(`utm_${name}`) ?? (name === 'sub_id' ? query.get('sub_id') : null);
    if (value) metrics[name] = value.slice(0, 200);
  }
  return Object.keys(metrics).length > 0 ? metrics : null;
}
