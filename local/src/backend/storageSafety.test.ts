/**
 * Stored files cannot run on the backend's origin: every file is served with nosniff, anything
 * that is not an accepted image as an attachment in a CSP sandbox, and an upload over the photo limit is
 * refused before it is stored.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PHOTO_MAX_BYTES } from "@matrimony/shared/rules/photos";
import { api } from "../../../convex/_generated/api";
import { startTestStack, type TestStack } from "../test/stack";
import { registrationForm } from "../test/fixtures";

let stack: TestStack;
beforeEach(async () => {
  stack = await startTestStack();
});
afterEach(async () => {
  await stack.cleanup();
});

async function upload(body: Uint8Array<ArrayBuffer>, type: string): Promise<Response> {
  const ravi = stack.client("valid:ravi:ravi@example.com");
  await ravi.mutation(api.members.register, { profile: registrationForm("ravi@example.com") });
  const url = await ravi.mutation(api.photos.generateUploadUrl, {});
  return await fetch(url, { method: "POST", headers: { "Content-Type": type }, body });
}

describe("stored files", () => {
  it("an HTML upload never attached is served as a sandboxed download, not as a page of our origin", async () => {
    const uploaded = await upload(new TextEncoder().encode("<script>fetch('/auth/me')</script>"), "text/html");
    const { storageId } = (await uploaded.json()) as { storageId: string };
    const file = await fetch(`${stack.backend.url}/api/storage/${storageId}`);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("content-disposition")).toBe("attachment");
    expect(file.headers.get("content-security-policy")).toBe("sandbox");
  });

  it("an image is served inline, with nosniff", async () => {
    const uploaded = await upload(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2]), "image/jpeg");
    const { storageId } = (await uploaded.json()) as { storageId: string };
    const file = await fetch(`${stack.backend.url}/api/storage/${storageId}`);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("content-disposition")).toBeNull();
  });

  it("an upload over the photo limit is refused with 413", async () => {
    const answer = await upload(new Uint8Array(PHOTO_MAX_BYTES + 1), "image/jpeg");
    expect(answer.status).toBe(413);
  });
});
