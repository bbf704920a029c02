import { describe, expect, test } from "vitest";
import { leadingZeroBits, meetsProof, solveProof } from "./proofOfWork";
import { sha256 } from "./sha256";

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

describe("proof of work", () => {
  test.each([
    [[0x00, 0x00, 0xff], 16],
    [[0x00, 0x01], 15],
    [[0x80], 0],
    [[0x0f], 4],
    [[0x00, 0x00], 16],
  ])("leadingZeroBits(%j) = %i", (bytes, bits) => {
    expect(leadingZeroBits(new Uint8Array(bytes))).toBe(bits);
  });

  test("a solved nonce meets the difficulty; another challenge or a malformed nonce does not", async () => {
    const nonce = await solveProof("1700000000000.abc", 8);
    expect(meetsProof("1700000000000.abc", nonce, 8)).toBe(true);
    expect(meetsProof("1700000000000.abc", `${nonce} `, 8)).toBe(false);
    expect(meetsProof("1700000000000.abc", "-1", 0)).toBe(false);
  });

  // Web Crypto is the reference: empty, one block, the 55/56/64-byte padding edges, several blocks.
  test.each([0, 3, 55, 56, 63, 64, 119, 200])("sha256 of %i bytes is Web Crypto's", async (length) => {
    const bytes = new Uint8Array(length).map((_, i) => (i * 31 + 7) & 0xff);
    expect(hex(sha256(bytes))).toBe(hex(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))));
  });
});
