import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Plugin ids present in this build: folders of `plugins/` that hold a manifest. */
export function pluginIds(pluginsDir: string): string[] {
  return readdirSync(pluginsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(pluginsDir, entry.name, 'manifest.ts')))
    .map((entry) => entry.name)
    .sort();
}
