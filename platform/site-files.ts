import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The client's site files (`sites/*.json`), which the reference platform reads for what it must know per brand. */
export const SITES_DIR = fileURLToPath(new URL('../sites', import.meta.url));

/**
 * Every site file of `dir`, parsed, in file-name order; a missing folder or a broken file is skipped: the host
 * refuses to start on a broken site file (server/sites.ts), and a platform run without the client's files (an
 * operator's own deployment) simply knows no brands. Callers read the parsed values tolerantly.
 */
export function readSiteFiles(dir = SITES_DIR): unknown[] {
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    try {
      return [JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown];
    } catch {
      return [];
    }
  });
}
