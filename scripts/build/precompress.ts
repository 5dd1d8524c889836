// The site's static files compressed once at build time, so the server sends each as Brotli or
// gzip (whichever the browser accepts) without compressing it on every request: an application
// route's JavaScript goes over the network at about a quarter of its size.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * What is compressed: text sent as a file as it is. Pages (.html) are not: the server puts the
 * current alert and SEO entry into each and compresses it as it goes out.
 */
const compressible = new Set(['.js', '.css', '.json', '.svg', '.txt', '.xml']);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && compressible.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `file.br` and `file.gz` beside each compressible file under `dir`; answers the count. */
export async function precompress(dir: string): Promise<number> {
  const files = await filesUnder(dir);
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}
