import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// One build serves every brand: the host injects the site's boot data into index.html per request.
export default defineConfig({
  plugins: [pluginReact()],
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
    distPath: { root: 'dist/client' },
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
          // own instead, fetched once and only with a chunk that needs them. Schemas are not plugin code, so a
          // disabled plugin's code still never downloads.
          schemas: { test: /[\\/]schemas[\\/]/, chunks: 'async', minSize: 0, minChunks: 2, priority: 10, reuseExistingChunk: true },
        },
      },
    },
  },
  server: { port: 3001 },
});
