import { describe, expect, it } from "vitest";
import { sniffImageType } from "./imageType";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("sniffImageType", () => {
  it.each([
    ["JPEG", bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], "JFIF"), "image/jpeg"],
    ["PNG", bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], "IHDR"), "image/png"],
    ["WebP", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "), "image/webp"],
    ["GIF", bytes("GIF89a", [1, 0, 1, 0]), "image/gif"],
    ["HEIC", bytes([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0]), "image/heic"],
    ["HEIF", bytes([0, 0, 0, 0x18], "ftypmif1", [0, 0, 0, 0]), "image/heif"],
    ["AVIF", bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0]), "image/avif"],
  ])("%s by its signature", (_name, file, type) => {
    expect(sniffImageType(file)).toBe(type);
  });

  it.each([
    ["HTML sent as image/png", bytes("<html><script>alert(1)</script>")],
    ["SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ["an MP4 video (ftyp, another brand)", bytes([0, 0, 0, 0x18], "ftypisom", [0, 0, 0, 0])],
    ["a PDF", bytes("%PDF-1.7")],
    ["two bytes of a JPEG", bytes([0xff, 0xd8])],
    ["nothing", bytes()],
  ])("refuses %s", (_name, file) => {
    expect(sniffImageType(file)).toBeNull();
  });
});
