import { basename } from "node:path";
import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { JsonFile } from "./jsonFile";
import type { Mail } from "./mailbox";
import { MEMBER_APP, testServerForFile } from "../test/identityServer";

let clock = Date.now();
const running = testServerForFile({ now: () => clock });
beforeAll(async () => {
  await running.server.identity.createUser("asha@example.com", "secret1", "Asha");
});

async function mails(to?: string): Promise<Mail[]> {
  const res = await running.server.call(`/mailbox.json${to ? `?to=${encodeURIComponent(to)}` : ""}`);
  return res.body.mails as Mail[];
}

function tokenOf(mail: Mail | undefined): string {
  const link = new URL(mail?.link ?? "");
  expect(`${link.origin}${link.pathname}`).toBe(`${MEMBER_APP}/reset-password`);
  return link.searchParams.get("token") ?? "";
}

describe("forgot password", () => {
  it("answers an unknown email exactly like a known one, and delivers nothing", async () => {
    const before = (await mails()).length;
    const unknown = await running.server.call("/auth/forgot-password", { body: { email: "nobody@example.com" } });
    expect(unknown).toMatchObject({ status: 200, body: { ok: true } });
    expect(await mails()).toHaveLength(before);
    expect(running.server.logs.join("\n")).not.toContain("nobody@example.com");

    const bad = await running.server.call("/auth/forgot-password", { body: { email: "not-an-email" } });
    expect(bad.body).toMatchObject({ error: { code: "email_invalid" } });
  });

  it("does the same work for an unknown address as for a known one, so the answer's time tells nothing", async () => {
    await running.server.identity.createUser("lakshmi@example.com", "secret1", "Lakshmi");
    // The expensive steps are the file writes (the account store, the mailbox) and the hashing around them:
    // count them per request, for a registered address and an unknown one.
    const work = async (email: string) => {
      const writes = vi.spyOn(JsonFile.prototype, "write");
      const hashes = vi.spyOn(createHash("sha256").constructor.prototype as { digest: () => unknown }, "digest");
      try {
        expect((await running.server.call("/auth/forgot-password", { body: { email } })).status).toBe(200);
        return {
          files: writes.mock.contexts.map((file) => basename((file as JsonFile<unknown>).path)).sort(),
          hashes: hashes.mock.calls.length,
        };
      } finally {
        writes.mockRestore();
        hashes.mockRestore();
      }
    };
    const known = await work("lakshmi@example.com");
    const unknown = await work("nobody.else@example.com");
    expect(known.files.length).toBeGreaterThan(0);
    expect(unknown).toEqual(known);
    expect((await mails("nobody.else@example.com")).length).toBe(0);
  });

  it("delivers a working, single-use link to the mailbox and the log", async () => {
    const signIn = await running.server.call("/auth/sign-in", {
      body: { email: "asha@example.com", password: "secret1" },
    });
    const res = await running.server.call("/auth/forgot-password", { body: { email: " ASHA@example.com" } });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });

    const [mail] = await mails("asha@example.com");
    expect(mail).toMatchObject({ to: "asha@example.com", subject: "Reset your password" });
    expect(mail?.text).toContain(mail?.link);
    expect(running.server.logs.some((line) => line.includes(mail?.link ?? "?"))).toBe(true);
    const token = tokenOf(mail);

    const short = await running.server.call("/auth/reset-password", { body: { token, newPassword: "abc" } });
    expect(short.body).toMatchObject({ error: { code: "password_too_short" } });

    expect(
      (await running.server.call("/auth/reset-password", { body: { token, newPassword: "brandnew1" } })).status,
    ).toBe(200);
    const again = await running.server.call("/auth/reset-password", { body: { token, newPassword: "brandnew2" } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: { code: "invalid_reset_token" } });

    expect(
      (await running.server.call("/auth/sign-in", { body: { email: "asha@example.com", password: "secret1" } })).status,
    ).toBe(401);
    expect(
      (await running.server.call("/auth/sign-in", { body: { email: "asha@example.com", password: "brandnew1" } }))
        .status,
    ).toBe(200);
    // Sessions from before the reset are over.
    expect(
      (await running.server.call("/auth/refresh", { body: { refreshToken: signIn.body.refreshToken } })).status,
    ).toBe(401);
  });

  it("lets a link expire after an hour", async () => {
    await running.server.call("/auth/forgot-password", { body: { email: "asha@example.com" } });
    const token = tokenOf((await mails("asha@example.com"))[0]);
    clock += 60 * 60 * 1000 + 1;
    const res = await running.server.call("/auth/reset-password", { body: { token, newPassword: "brandnew3" } });
    expect(res.body).toMatchObject({ error: { code: "invalid_reset_token" } });
    expect(
      (await running.server.call("/auth/reset-password", { body: { token: "made-up", newPassword: "brandnew3" } }))
        .status,
    ).toBe(400);
  });

  it("shows the mail on a readable page, newest first, with the link clickable and escaped text", async () => {
    await running.server.identity.createUser("o'brien+x@example.com", "secret1", "<script>x</script>");
    await running.server.call("/auth/forgot-password", { body: { email: "o'brien+x@example.com" } });
    const res = await fetch(`${running.server.url}/mailbox`);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    const newest = (await mails())[0];
    expect(html).toContain(`<a href="${newest?.link ?? "?"}">`);
    expect(html).not.toContain("<script>");
    expect(html.indexOf("o&#39;brien")).toBeLessThan(html.indexOf("To: asha@example.com"));
  });
});
