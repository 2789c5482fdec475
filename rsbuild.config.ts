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
    chunkSplit: { strategy: 'split-by-experience' },
  },
  server: { port: 3001 },
});
