import type { PluginNames } from '../names';

/** What every template reads: the names, the orders picked for this plugin, and paths to the repository's files. */
export interface TemplateContext {
  n: PluginNames;
  /** Free numbers in their bands (config/contribution-order.ts), picked by reading every manifest. */
  orders: { header: number; lobbyRow: number };
  /** Whether a platform module is generated too (the page then has a real endpoint to read). */
  platform: boolean;
  /**
   * The import specifier from a generated file (path relative to the output root) to a file of the repository
   * (path relative to the repository root, without extension): `../../../tests/harness/index`. Computed, so a
   * plugin generated into a scratch folder (the generator's own test) imports the same files.
   */
  imp(fromFile: string, repoFile: string): string;
}

export type Template = (ctx: TemplateContext) => string;
