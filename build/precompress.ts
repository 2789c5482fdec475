import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text assets worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|html|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/** Brotli at its best (quality 11): slow, but paid once per build, not per request. */
export const brotliMax = (body: Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });

/** Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir`. */
export function precompressDir(dir: string): void {
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    writeFileSync(`${file}.br`, brotliMax(body));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
