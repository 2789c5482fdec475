import { createRsbuild } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressDir } from '../../../build/precompress';
import { referenceTiles } from './reference-tiles';

const SOURCE_DIR = fileURLToPath(new URL('./src', import.meta.url));

/**
 * Builds the reference lobby (React, wouter, valtio, i18next, ky; 40 tiles) into a fresh temp dir with the
 * app's own browser targets, adds its data and tile art, and pre-compresses it. Returns the dir to serve.
 */
export async function buildReferencePage(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'croupier-reference-page-'));
  const rsbuild = await createRsbuild({
    cwd: SOURCE_DIR,
    config: {
      logLevel: 'warn',
      plugins: [pluginReact()],
      source: { entry: { index: './entry.tsx' } },
      html: {
        title: 'Reference lobby',
        meta: { viewport: 'width=device-width, initial-scale=1, viewport-fit=cover', 'theme-color': '#0d0f1f' },
      },
      output: {
        distPath: { root: outDir },
        // The same targets as rsbuild.config.ts, so syntax lowering costs the floor what it costs the app.
        overrideBrowserslist: ['chrome >= 100', 'edge >= 100', 'firefox >= 100', 'safari >= 15.4', 'ios_saf >= 15.4', 'samsung >= 18'],
        cleanDistPath: true,
        legalComments: 'none',
      },
    },
  });
  const { close } = await rsbuild.build();
  await close();

  const { tiles, previews } = referenceTiles();
  writeFileSync(join(outDir, 'tiles.json'), JSON.stringify(tiles));
  for (const [file, svg] of previews) {
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    writeFileSync(join(outDir, file), svg);
  }
  precompressDir(outDir);
  return outDir;
}
