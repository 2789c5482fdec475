import type { FastifyCompressOptions } from '@fastify/compress';
import { constants } from 'node:zlib';

/**
 * Brotli at quality 4 costs about as much CPU as gzip -6 and is smaller: what the host compresses per answer
 * (and the guest page cache once per kept page) uses these.
 */
export const BROTLI_PAGE_QUALITY = 4;
export const GZIP_PAGE_LEVEL = 6;

/**
 * On-the-fly compression of what the build could not compress ahead: pages, messages, the platform's JSON
 * and SVG previews. The build's assets already carry `.br`/`.gz` copies at maximum quality, so they are not
 * compressed per request.
 */
export const COMPRESSION: FastifyCompressOptions = {
  global: true,
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_PAGE_QUALITY } },
  zlibOptions: { level: GZIP_PAGE_LEVEL },
};
