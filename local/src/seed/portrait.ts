/**
 * Portrait placeholders for demo members, drawn here as PNG files (no downloads, no image library):
 * a soft head-and-shoulders silhouette on a coloured background, so demo cards look like real cards.
 */
import { crc32, deflateSync } from "node:zlib";

/** HSL (h 0–360, s and l 0–1) to RGB bytes. */
function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * An RGB PNG, 240×300 unless asked otherwise: background in the member's hue, a lighter silhouette in
 * front. The seed draws each portrait twice, as the upload and as its card-size thumbnail.
 */
export function portraitPng(
  hue: number,
  size: { width: number; height: number } = { width: 240, height: 300 },
): Uint8Array<ArrayBuffer> {
  const { width: WIDTH, height: HEIGHT } = size;
  const background = hsl(hue, 0.45, 0.62);
  const figure = hsl(hue, 0.3, 0.88);
  const rows: Buffer[] = [];
  const headX = WIDTH / 2;
  const headY = HEIGHT * 0.38;
  const headR = WIDTH * 0.2;
  for (let y = 0; y < HEIGHT; y++) {
    const row = Buffer.alloc(1 + WIDTH * 3); // filter byte 0, then RGB triples
    for (let x = 0; x < WIDTH; x++) {
      const inHead = (x - headX) ** 2 + (y - headY) ** 2 <= headR ** 2;
      // Shoulders: the top half of a wide ellipse below the head.
      const sx = (x - headX) / (WIDTH * 0.42);
      const sy = (y - HEIGHT * 1.02) / (HEIGHT * 0.4);
      const inShoulders = sx * sx + sy * sy <= 1;
      const [r, g, b] = inHead || inShoulders ? figure : background;
      row[1 + x * 3] = r;
      row[2 + x * 3] = g;
      row[3 + x * 3] = b;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const png = Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return new Uint8Array(png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength));
}
