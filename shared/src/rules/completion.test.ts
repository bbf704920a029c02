import { describe, expect, it } from "vitest";
import { profileCompletion, showsPhotoUpload } from "./completion";
import { PHOTO_MAX_BYTES, isImageContentType } from "./photos";
import { isActive, PROFILE_STATUSES } from "./status";

describe("profile completion (SPEC §4)", () => {
  it.each([
    [0, 75, true],
    [1, 100, false],
    [5, 100, false],
  ])("%i photos → %i%%, upload shown: %s", (photos, completion, upload) => {
    expect(profileCompletion(photos)).toBe(completion);
    expect(showsPhotoUpload(profileCompletion(photos))).toBe(upload);
  });
});

describe("status", () => {
  it("only approved is active", () => {
    expect(PROFILE_STATUSES.filter(isActive)).toEqual(["approved"]);
  });
});

describe("photos", () => {
  it.each([
    ["image/jpeg", true],
    ["image/png", true],
    ["IMAGE/WEBP", true],
    ["image/jpeg; charset=binary", true],
    ["image/svg+xml", false],
    ["application/pdf", false],
    ["", false],
    [null, false],
    [undefined, false],
  ])("%s is an image: %s", (type, ok) => {
    expect(isImageContentType(type)).toBe(ok);
  });
  it("limit is 5 MB", () => {
    expect(PHOTO_MAX_BYTES).toBe(5 * 1024 * 1024);
  });
});
