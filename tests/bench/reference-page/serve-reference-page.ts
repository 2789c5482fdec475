import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { rmSync } from 'node:fs';

export interface ReferenceServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Serves a built reference page on 127.0.0.1 (a port the OS picks) like a decent host: pre-compressed
 * brotli/gzip files when the browser accepts them, on-the-fly compression for anything else, hashed
 * assets cached for a year. Stopping it also removes the build dir.
 */
export async function serveReferencePage(dir: string): Promise<ReferenceServer> {
  const app = Fastify({ logger: false });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: dir,
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', /[\\/]static[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: `${address}/`,
    async stop() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
