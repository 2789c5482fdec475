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
    cleanDistPath: true,
  },
  performance: {
    chunkSplit: { strategy: 'split-by-experience' },
  },
  server: { port: 3001 },
});
