import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_APP, makeDataDir, removeDataDir, startTestServer, type TestServer } from "../test/identityServer";

/** The server-to-server route the backend's identity-deletion action calls (LOCAL_IDENTITY_ADMIN_SECRET). */
const SECRET = "test-admin-secret-0123456789";

let server: TestServer;
let withoutSecret: TestServer;
const dirs: string[] = [];

beforeAll(async () => {
  dirs.push(await makeDataDir(), await makeDataDir());
  server = await startTestServer(dirs[0] ?? "", { adminSecret: SECRET });
  withoutSecret = await startTestServer(dirs[1] ?? "");
});
afterAll(async () => {
  await server.stop();
  await withoutSecret.stop();
  for (const dir of dirs) await removeDataDir(dir);
});

async function signUp(s: TestServer, email: string): Promise<{ userId: string; refreshToken: string }> {
  const res = await s.call("/auth/sign-up", { body: { email, password: "secret1" } });
  return { userId: (res.body.user as { id: string }).id, refreshToken: res.body.refreshToken as string };
}

describe("POST /auth/admin/delete-user", () => {
  it("deletes the account by user id and ends its sessions, once", async () => {
    const { userId, refreshToken } = await signUp(server, "gone@example.com");
    const res = await server.call("/auth/admin/delete-user", { body: { userId }, token: SECRET });
    expect(res).toMatchObject({ status: 200, body: { ok: true, deleted: true } });
    expect(await server.identity.findUserByEmail("gone@example.com")).toBeNull();
    expect((await server.call("/auth/refresh", { body: { refreshToken } })).status).toBe(401);
    const again = await server.call("/auth/admin/delete-user", { body: { userId }, token: SECRET });
    expect(again).toMatchObject({ status: 200, body: { ok: true, deleted: false } });
  });

  it("deletes by email too", async () => {
    await signUp(server, "by-email@example.com");
    const res = await server.call("/auth/admin/delete-user", {
      body: { email: " BY-EMAIL@example.com" },
      token: SECRET,
    });
    expect(res.body).toEqual({ ok: true, deleted: true });
  });

  it.each([
    ["no secret", undefined, undefined, 401],
    ["a wrong secret", "wrong", undefined, 401],
    ["a browser origin, even with the secret", SECRET, ADMIN_APP, 403],
  ])("refuses %s", async (_name, token, origin, status) => {
    const { userId } = await signUp(server, `kept-${String(status)}-${String(token)}@example.com`);
    const res = await server.call("/auth/admin/delete-user", {
      body: { userId },
      ...(token ? { token } : {}),
      ...(origin ? { origin } : {}),
    });
    expect(res.status).toBe(status);
    expect(await server.identity.findUserByEmail(`kept-${String(status)}-${String(token)}@example.com`)).not.toBeNull();
  });

  it("asks for a user id or an email, and only answers POST", async () => {
    expect((await server.call("/auth/admin/delete-user", { body: {}, token: SECRET })).status).toBe(400);
    expect((await server.call("/auth/admin/delete-user", { token: SECRET })).status).toBe(405);
  });

  it("does not exist when no secret is configured", async () => {
    const { userId } = await signUp(withoutSecret, "safe@example.com");
    const res = await withoutSecret.call("/auth/admin/delete-user", { body: { userId }, token: "" });
    expect(res.status).toBe(404);
    expect(await withoutSecret.identity.findUserByEmail("safe@example.com")).not.toBeNull();
  });
});

describe("POST /auth/admin/send-mail", () => {
  it("delivers the backend's mail (staff invitations) to the mailbox, with the secret only", async () => {
    const mail = {
      to: "New.Agent@example.com",
      subject: "You are invited to the staff console",
      text: "Open it.",
      link: "http://127.0.0.1:5174/?invitation=abc",
    };
    expect((await server.call("/auth/admin/send-mail", { body: mail })).status).toBe(401);
    expect((await server.call("/auth/admin/send-mail", { body: mail, token: SECRET })).status).toBe(200);
    const box = await server.call("/mailbox.json?to=new.agent@example.com");
    expect(box.body.mails).toEqual([
      expect.objectContaining({ to: "new.agent@example.com", subject: mail.subject, link: mail.link }),
    ]);
    expect((await server.call("/auth/admin/send-mail", { body: { to: "x@example.com" }, token: SECRET })).status).toBe(
      400,
    );
  });

  it("keeps a notification mail's HTML and headers, and delivers a repeated idempotency key once (as Resend does)", async () => {
    const mail = {
      to: "member@example.com",
      subject: "Your profile is approved",
      text: "Welcome!",
      html: "<p>Welcome!</p>",
      headers: {
        "List-Unsubscribe": "<http://127.0.0.1:3211/notifications/unsubscribe?p=1>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
      idempotencyKey: "approved:p1:1:email",
    };
    const first = await server.call("/auth/admin/send-mail", { body: mail, token: SECRET });
    const again = await server.call("/auth/admin/send-mail", { body: mail, token: SECRET });
    expect(first.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const box = await server.call("/mailbox.json?to=member@example.com");
    expect(box.body.mails).toEqual([
      expect.objectContaining({ html: mail.html, headers: mail.headers, idempotencyKey: mail.idempotencyKey }),
    ]);
    for (const headers of ["List-Unsubscribe: x", { "Bad Header": "x" }, { "X-Number": 5 }]) {
      expect(
        (
          await server.call("/auth/admin/send-mail", {
            body: { ...mail, idempotencyKey: "other", headers },
            token: SECRET,
          })
        ).status,
      ).toBe(400);
    }
  });
});
