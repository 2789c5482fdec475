import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { precompressDir } from '../../build/precompress';
import type { ChunkGraph } from '../../schemas/build/chunk-graph';

/** A self-registering chunk as the build writes it, padded past the compression threshold. */
const chunk = (name: string) => `(self.webpackChunkcroupier=self.webpackChunkcroupier||[]).push([["${name}"],{}]);/*${'x'.repeat(2000)} ${name}*/\n`;

/**
 * A client build in a temporary folder, shaped like `dist/client` (template, chunk graph, static files with
 * their `.br`/`.gz` copies), so host tests run without building the real client.
 */
export function fakeClientBuild(): { dir: string; files: Record<string, string> } {
  const dir = mkdtempSync(join(tmpdir(), 'croupier-client-'));
  const files: Record<string, string> = {
    '/static/js/index.js': chunk('index'),
    '/static/css/index.css': `:root{--x:1}${' '.repeat(1200)}`,
    '/static/js/async/plugin-lobby-index-ts.js': chunk('plugin-lobby-index-ts'),
    '/static/css/async/plugin-lobby-index-ts.css': '.lobby{color:red}',
    '/static/js/async/plugin-awards-index-ts.js': chunk('plugin-awards-index-ts'),
    '/static/js/async/shared-by-plugins.js': chunk('shared-by-plugins'),
    '/static/js/async/player-lobby.js': chunk('player-lobby'),
    '/static/css/async/player-lobby.css': '.players-only{color:blue}',
  };
  const graph: ChunkGraph = {
    groups: {
      index: { js: ['/static/js/index.js'], css: ['/static/css/index.css'] },
      'plugin-lobby-index-ts': { js: ['/static/js/async/shared-by-plugins.js', '/static/js/async/plugin-lobby-index-ts.js'], css: ['/static/css/async/plugin-lobby-index-ts.css'] },
      'plugin-awards-index-ts': { js: ['/static/js/async/shared-by-plugins.js', '/static/js/async/plugin-awards-index-ts.js'], css: [] },
      'player-lobby': { js: ['/static/js/async/player-lobby.js'], css: ['/static/css/async/player-lobby.css'] },
    },
  };
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
  writeFileSync(join(dir, 'chunk-graph.json'), JSON.stringify(graph));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>x</title><!--croupier:head--><link href="/static/css/index.css" rel="stylesheet"></head>' +
      '<body><div id="root"></div><!--croupier:boot--><script defer src="/static/js/index.js"></script></body></html>',
  );
  precompressDir(join(dir, 'static'));
  return { dir, files };
}
