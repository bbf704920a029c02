/**
 * Compressed copies of the built text files: a .br and a .gz beside each one worth compressing, at the
 * highest levels, so the host sends them without work per request (hosting.ts serves them by
 * Accept-Encoding).
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip } from "node:zlib";

const COMPRESSIBLE = /\.(js|css|html|svg|xml|txt|json)$/;
/** Below this a compressed copy saves less than its headers and a second file cost. */
const MIN_BYTES = 512;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const brotliOptions = (size: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size },
});

export function shouldCompress(file: string, size: number): boolean {
  return COMPRESSIBLE.test(file) && size >= MIN_BYTES;
}

/** The size of data as brotli sends it over the line (default quality), in bytes. */
export function brotliSize(data: Uint8Array): number {
  return brotliCompressSync(data).length;
}

/** Writes file.br and file.gz beside every compressible file under dir. */
export async function precompress(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    if (!shouldCompress(file, (await stat(file)).size)) continue;
    const data = await readFile(file);
    await writeFile(`${file}.br`, await brotli(data, brotliOptions(data.length)));
    await writeFile(`${file}.gz`, await gz(data, { level: 9 }));
  }
}
