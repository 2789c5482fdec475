/**
 * Invented but plausible game studios. `live` studios make live-dealer tables; `palette` colours
 * their logo and tints their game art. Slugs are the `provider` part of game identifiers.
 */
export interface ProviderSeed {
  slug: string;
  title: string;
  live: boolean;
  palette: [string, string];
}

const raw: [string, boolean, string, string][] = [
  ['Aurora Reels', false, '#ff6b6b', '#5f27cd'],
  ['Bluefjord Gaming', false, '#48dbfb', '#0a3d62'],
  ['Copperhill Studios', false, '#e17055', '#2d3436'],
  ['Dragonglass Play', false, '#00cec9', '#6c5ce7'],
  ['Emberline', false, '#fdcb6e', '#d63031'],
  ['Foxglove Games', false, '#fd79a8', '#2d3436'],
  ['Goldleaf Interactive', false, '#f9ca24', '#6ab04c'],
  ['Harborlight', false, '#7ed6df', '#22a6b3'],
  ['Ironbark Studio', false, '#b8e994', '#38ada9'],
  ['Jadepeak', false, '#55efc4', '#00b894'],
  ['Kestrel Slots', false, '#fab1a0', '#e84393'],
  ['Lumen Forge', false, '#ffeaa7', '#e17055'],
  ['Moonrise Gaming', false, '#a29bfe', '#2c2c54'],
  ['Northwind Play', false, '#74b9ff', '#0984e3'],
  ['Oakridge Games', false, '#badc58', '#6ab04c'],
  ['Pixel Pharaoh', false, '#f6e58d', '#be2edd'],
  ['Quicksilver Spin', false, '#dfe6e9', '#636e72'],
  ['Redcliff Studios', false, '#ff7675', '#c0392b'],
  ['Saltmarsh Gaming', false, '#81ecec', '#3c6382'],
  ['Thunderbay', false, '#fad390', '#e58e26'],
  ['Umbra Works', false, '#8c7ae6', '#192a56'],
  ['Velvet Cactus', false, '#e056fd', '#30336b'],
  ['Wildmoor Games', false, '#78e08f', '#079992'],
  ['Xenon Reels', false, '#f8a5c2', '#574b90'],
  ['Yellowtail Play', false, '#f7d794', '#f19066'],
  ['Zephyr Gaming', false, '#c7ecee', '#4834d4'],
  ['Atlas Arcade', false, '#ffbe76', '#eb4d4b'],
  ['Brightwater', false, '#7bed9f', '#2ed573'],
  ['Cinder & Sage', false, '#eccc68', '#ff7f50'],
  ['Driftwood Digital', false, '#dcdde1', '#487eb0'],
  ['Echo Valley', false, '#70a1ff', '#5352ed'],
  ['Frostbyte Studios', false, '#c8d6e5', '#576574'],
  ['Granite Games', false, '#a4b0be', '#2f3542'],
  ['Hollow Oak', false, '#ffa502', '#57606f'],
  ['Indigo Lantern', false, '#5352ed', '#1e272e'],
  ['Turbogames', false, '#ff4757', '#2f3542'],
  ['Crownlight Live', true, '#f5cd79', '#1e3799'],
  ['Velvet Room Live', true, '#e55039', '#0c2461'],
  ['Parlor Studios Live', true, '#b71540', '#0a3d62'],
  ['Golden Table', true, '#fa983a', '#3c6382'],
  ['Silverline Live', true, '#dcdde1', '#40407a'],
  ['Royal Croupier', true, '#ffda79', '#2c2c54'],
  ['Nightshift Live', true, '#34ace0', '#227093'],
  ['Starboard Live', true, '#33d9b2', '#218c74'],
];

export const PROVIDERS: ProviderSeed[] = raw.map(([title, live, a, b]) => ({
  slug: title
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, ''),
  title,
  live,
  palette: [a, b],
}));
