import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
const encoders = [
  { suffix: '.br', encode: (data: Buffer) => promisify(brotliCompress)(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }) },
  { suffix: '.gz', encode: (data: Buffer) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }) },
];

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the build, at the
 * highest levels (too slow to do per request), for the API to serve to browsers that accept them
 * (apps/api/src/web-app). A copy that would not be smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'vibematch:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite'));
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(join(outDir, file));
          for (const { suffix, encode } of encoders) {
            const encoded = await encode(data);
            if (encoded.length < data.length) await writeFile(join(outDir, file + suffix), encoded);
          }
        }),
      );
    },
  };
}
