import type { FastifyCompressOptions } from '@fastify/compress';
import { constants } from 'node:zlib';

/**
 * On-the-fly compression of what the build could not compress ahead: pages, messages, the platform's JSON
 * and SVG previews. Brotli at quality 4 costs about as much CPU as gzip -6 and is smaller; the build's
 * assets already carry `.br`/`.gz` copies at maximum quality, so they are not compressed per request.
 */
export const COMPRESSION: FastifyCompressOptions = {
  global: true,
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
};
