import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { renderBundleDir } from './server/render-bundle-dir';
import client from './rsbuild.config';

/**
 * The server renderer (issue 14): the same app as the browser's build, compiled for Node so the host can draw guest
 * pages (`core/server-render/render-page.tsx`). Same aliases and React settings as the client build, and CSS
 * modules with the same class names (both builds hash the same file paths), so the HTML matches the browser's
 * styles; no CSS or assets are written here, the client build serves them.
 */
export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { render: './core/server-render/render-page.tsx' } },
  resolve: client.resolve,
  output: {
    target: 'node',
    module: true,
    distPath: { root: renderBundleDir(process.env.CLIENT_DIR ?? 'dist/client') },
    cleanDistPath: true,
    minify: false,
    sourceMap: { js: 'source-map' },
  },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
  // The entry keeps its name (the host finds `render.js`); lazy chunks carry hashes of their chunk, so a host that loads a
  // newer build gets the newer chunks, not the ones Node already has in memory under the same name.
  tools: { rspack: { output: { chunkFilename: '[name].[chunkhash:8].js' } } },
});
