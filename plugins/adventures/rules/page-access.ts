/** The activity hub's slug in `manage-promotion-pages` and its path (spec part 2 §2: `/aquanova-odyssey`, ActivityHub). */
export const HUB_SLUG = 'aquanova-odyssey';
export const HUB_PATH = `/${HUB_SLUG}`;
