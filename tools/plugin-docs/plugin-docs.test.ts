import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { iconNames, pluginReference } from './reference';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

describe('docs/plugins.md', () => {
  it('is what `npm run docs:plugins` writes today (run it after changing a manifest, a contract or the core hooks)', async () => {
    const committed = readFileSync(join(repoRoot, 'docs/plugins.md'), 'utf8');
    // Line by line, so a failure shows which lines moved.
    expect(committed.split('\n'), 'docs/plugins.md is stale: run npm run docs:plugins').toEqual((await pluginReference(repoRoot)).split('\n'));
  });

  it('reads the icon names from the icon set', () => {
    expect(iconNames(repoRoot)).toEqual(expect.arrayContaining(['home', 'gift', 'trophy', 'flag']));
  });
});
