/** One lobby tile as the reference page's `tiles.json` lists it (written by the bench at build time). */
export interface Tile {
  id: string;
  title: string;
  provider: string;
  image: string;
}
