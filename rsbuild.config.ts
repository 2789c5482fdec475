import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginChunkGraph } from './build/chunk-graph-plugin';
import { precompressAssets } from './build/precompress-plugin';
import { pluginServiceWorker } from './build/service-worker/plugin';

/** A module of `plugins/<id>/`; the id is the first group. */
const PLUGIN_MODULE = /[\\/]plugins[\\/]([a-z0-9-]+)[\\/]/;

/**
 * A chunk of schemas shared by lazy chunks only (never by a plugin's entry group, whose files make the site's
 * boot script). One chunk per group, not one per schema file: a screen would otherwise ask for several.
 */
function lazySchemas(name: string, test: RegExp, priority: number) {
  return {
    test,
    name,
    chunks: (chunk: { canBeInitial(): boolean; name?: string | null }) => !chunk.canBeInitial() && !/^(plugin|player)-/.test(chunk.name ?? ''),
    minSize: 0,
    minChunks: 2,
    priority,
    reuseExistingChunk: true,
  };
}

// One build serves every brand: the host injects the site's boot data into index.html per request.
export default defineConfig({
  plugins: [pluginReact(), pluginChunkGraph(), precompressAssets(), pluginServiceWorker()],
  source: {
    entry: { index: './core/boot/entry.tsx' },
  },
  resolve: {
    alias: {
      '@core': './core',
      '@config': './config',
      '@schemas': './schemas',
    },
  },
  html: {
    template: './core/boot/index.html',
    inject: 'body',
  },
  output: {
    // `CLIENT_DIR` (also read by the host, server/main.ts) lets a second build sit beside the usual one.
    distPath: { root: process.env.CLIENT_DIR ?? 'dist/client' },
    // Players' browsers: evergreen Chrome/Android WebView, Safari 15.4+ on iOS. No down-levelled
    // async generators or class fields: several KB of helpers less in every page.
    overrideBrowserslist: ['chrome >= 100', 'edge >= 100', 'firefox >= 100', 'safari >= 15.4', 'ios_saf >= 15.4', 'samsung >= 18'],
    cleanDistPath: true,
  },
  performance: {
    chunkSplit: {
      strategy: 'split-by-experience',
      override: {
        cacheGroups: {
          // Schemas and validation rules are read by many lazy chunks (pages, API clients) but each is below the
          // default 20 kB split minimum, so every chunk carried its own copy. Shared ones go to chunks of their
          // own instead, fetched once and only with a chunk that needs them (`lazySchemas`). Three groups by who reads
          // them, so a guest's page that needs one catalogue schema does not download the money and form rules:
          // forms (validation rules and their messages, sign-in and sign-up), a signed-in player's money and
          // promotions, and the rest (catalogue, CMS, reference data).
          schemasForms: lazySchemas('schemas-forms', /[\\/]schemas[\\/](validation[\\/]|wire[\\/](auth|captcha)\.ts)/, 12),
          schemasMoney: lazySchemas('schemas-money', /[\\/]schemas[\\/]wire[\\/](money|promotions|bonuses|limits)\.ts/, 12),
          schemas: lazySchemas('schemas', /[\\/]schemas[\\/]/, 10),
          // What a plugin loads lazily (screens, API clients, login logic) travels as one chunk per plugin
          // (`lazy-<id>`), not one per file: a route then costs a request per plugin on screen instead of a
          // dozen tiny ones, each with its own headers and turn of the loader. Modules inside a plugin's entry
          // group (its wiring and `webpackMode: "eager"` imports) stay there: they reach the browser in the
          // site's boot script. Disabled plugins' chunks are still never requested.
          // `player-<id>` chunks (a plugin's signed-in first-paint code) stay whole too: the host adds them to a
          // signed-in visitor's boot script (server/site-boot-bundle.ts).
          // Core modules that several plugins' entries import (the `@core/index` barrel, money formatting, the define
          // helpers) would otherwise be copied into each entry chunk: a site's boot script then carried a dozen copies
          // to parse. One shared chunk instead, listed in each entry group, so the host bundles it once.
          pluginCommon: {
            test: (module) => !PLUGIN_MODULE.test(module.nameForCondition?.() ?? ''),
            chunks: (chunk) => Boolean(chunk.name?.startsWith('plugin-')),
            name: 'plugin-common',
            minChunks: 2,
            minSize: 0,
            priority: 15,
            reuseExistingChunk: true,
          },
          pluginLazy: {
            test: PLUGIN_MODULE,
            chunks: (chunk) => !chunk.canBeInitial() && !chunk.name?.startsWith('plugin-') && !chunk.name?.startsWith('player-'),
            name: (module) => `lazy-${PLUGIN_MODULE.exec(module?.nameForCondition?.() ?? '')?.[1] ?? 'shared'}`,
            minSize: 0,
            priority: 20,
            enforce: true,
            reuseExistingChunk: true,
          },
        },
      },
    },
  },
  server: { port: 3001 },
});
