import { afterEach, describe, expect, it, vi } from "vitest";
import { makeThumbnail, thumbnailSize } from "./thumbnail";

describe("thumbnailSize", () => {
  it.each([
    { photo: [3000, 4000], thumb: [320, 427], why: "a phone's portrait photo just covers 320×400" },
    { photo: [4000, 3000], thumb: [533, 400], why: "a landscape photo keeps its shape; the card crops it" },
    { photo: [1600, 2000], thumb: [320, 400], why: "a 4:5 photo becomes exactly the card frame" },
    { photo: [240, 300], thumb: [240, 300], why: "a small photo is never enlarged" },
    { photo: [1000, 200], thumb: [1000, 200], why: "a panorama lower than the frame stays as it is" },
  ])("$why: $photo → $thumb", ({ photo, thumb }) => {
    const [width = 0, height = 0] = photo;
    expect(thumbnailSize(width, height)).toEqual({ width: thumb[0], height: thumb[1] });
  });
});

describe("makeThumbnail", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("gives null where the browser cannot read images (the photo is then uploaded alone)", async () => {
    vi.stubGlobal("createImageBitmap", undefined);
    expect(await makeThumbnail(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: "image/jpeg" }))).toBeNull();
  });

  it("gives null for a file the browser cannot decode (HEIC outside Safari)", async () => {
    vi.stubGlobal("createImageBitmap", () =>
      Promise.reject(new DOMException("The source image could not be decoded.", "InvalidStateError")),
    );
    expect(await makeThumbnail(new Blob([new Uint8Array(16)], { type: "image/heic" }))).toBeNull();
  });
});
