/** Awards shown in the footer block and on /awards; images at `/previews/awards/{slug}.svg`. */
export const AWARDS = [
  { name: 'Best Casino Operator', nomination: 'Casino Operator of the Year', prize: 'winner', year: 2025, slug: 'best-casino-operator-2025' },
  { name: 'Best VIP Programme', nomination: 'Loyalty and VIP', prize: 'winner', year: 2025, slug: 'best-vip-programme-2025' },
  { name: 'Rising Star', nomination: 'Newcomer of the Year', prize: 'winner', year: 2024, slug: 'rising-star-2024' },
  { name: 'Best Customer Support', nomination: 'Customer Service Excellence', prize: 'finalist', year: 2025, slug: 'best-customer-support-2025' },
  { name: 'Best Mobile Casino', nomination: 'Mobile Product', prize: 'finalist', year: 2024, slug: 'best-mobile-casino-2024' },
  { name: 'Safer Gambling Award', nomination: 'Responsible Gambling Initiative', prize: 'nominee', year: 2024, slug: 'safer-gambling-2024' },
  { name: 'Best Live Casino', nomination: 'Live Casino Operator', prize: 'nominee', year: 2023, slug: 'best-live-casino-2023' },
] as const;
