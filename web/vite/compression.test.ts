/** A .br and a .gz beside each text file worth compressing, holding the same bytes. */
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { brotliSize, precompress, shouldCompress } from "./compression";

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("precompress", () => {
  it("writes both encodings beside the text files, in every folder, and leaves the others alone", async () => {
    dir = await mkdtemp(join(tmpdir(), "compression-"));
    const page = "<p>words</p>\n".repeat(100);
    await mkdir(join(dir, "te"));
    await writeFile(join(dir, "te", "faq.html"), page);
    await writeFile(join(dir, "small.js"), "export {};\n");
    await writeFile(join(dir, "face.woff2"), Buffer.alloc(4096, 7));
    await precompress(dir);
    expect((await readdir(dir, { recursive: true })).sort()).toEqual([
      "face.woff2",
      "small.js",
      "te",
      "te/faq.html",
      "te/faq.html.br",
      "te/faq.html.gz",
    ]);
    expect(brotliDecompressSync(await readFile(join(dir, "te", "faq.html.br"))).toString()).toBe(page);
    expect(gunzipSync(await readFile(join(dir, "te", "faq.html.gz"))).toString()).toBe(page);
  });
});

describe("which files", () => {
  it("compresses text of 512 bytes or more, never fonts, images or compressed copies", () => {
    expect(shouldCompress("assets/index.js", 512)).toBe(true);
    expect(shouldCompress("sitemap.xml", 4000)).toBe(true);
    expect(shouldCompress("assets/index.js", 511)).toBe(false);
    expect(shouldCompress("assets/face.woff2", 40_000)).toBe(false);
    expect(shouldCompress("index.html.br", 40_000)).toBe(false);
  });

  it("measures a file as the line carries it", () => {
    const words = Buffer.from("తెలుగు ".repeat(500));
    expect(brotliSize(words)).toBeLessThan(words.length / 10);
  });
});
