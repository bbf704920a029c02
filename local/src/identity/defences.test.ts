/**
 * The identity's abuse defences: sign-in back-off and lock, sign-ups per client, reset mails
 * per address, email verification by a mailed link, tokens that end with their session, and a mailbox
 * readable only on this computer.
 */
import { request } from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { makeDataDir, removeDataDir, startTestServer, type TestServer } from "../test/identityServer";

let dataDir: string;
let clock: number;
let server: TestServer;

beforeEach(async () => {
  dataDir = await makeDataDir();
  clock = Date.now();
  server = await startTestServer(dataDir, { now: () => clock });
});
afterEach(async () => {
  await server.stop();
  await removeDataDir(dataDir);
});

type Tokens = { accessToken: string; refreshToken: string };
type ErrorBody = { error: { code: string; message: string; retryAfter?: number } };

const signUp = async (email: string) =>
  (await server.call("/auth/sign-up", { body: { email, password: "secret1" } })).body as Tokens;
const signIn = (email: string, password: string) => server.call("/auth/sign-in", { body: { email, password } });

describe("sign-in attempts", () => {
  it("the 6th wrong password in a row is refused with when to try again, and so is the right one until then", async () => {
    await signUp("asha@example.com");
    for (let i = 0; i < 5; i++) expect((await signIn("asha@example.com", "wrong-password")).status).toBe(401);
    const sixth = await signIn("asha@example.com", "wrong-password");
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get("retry-after")).toBe("1");
    expect((sixth.body as ErrorBody).error).toEqual({
      code: "too_many_attempts",
      message: "Too many failed sign-ins for this account. Please try again in 1 second, or reset your password.",
      retryAfter: 1,
    });
    expect((await signIn("asha@example.com", "secret1")).status).toBe(429);
    clock += 1000;
    expect((await signIn("asha@example.com", "secret1")).status).toBe(200);
  });

  it("40 parallel guesses get at most 5 answers; at 10 failures the account is locked for 15 minutes", async () => {
    await signUp("ravi@example.com");
    const answers = await Promise.all(Array.from({ length: 40 }, () => signIn("ravi@example.com", "guess")));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(35);
    for (let failures = 5; failures < 10; failures++) {
      clock += 60_000;
      expect((await signIn("ravi@example.com", "guess")).status).toBe(401);
    }
    const locked = await signIn("ravi@example.com", "secret1");
    expect(locked.status).toBe(429);
    expect((locked.body as ErrorBody).error).toMatchObject({ code: "account_locked", retryAfter: 900 });
    expect((locked.body as ErrorBody).error.message).toBe(
      "This account is locked for 15 minutes after too many failed sign-ins. You can reset your password meanwhile.",
    );
    clock += 15 * 60_000;
    expect((await signIn("ravi@example.com", "secret1")).status).toBe(200);
  });

  it("one device guessing many accounts is stopped after 20 failures, across accounts", async () => {
    let refused = 0;
    for (let i = 0; i < 25; i++)
      if ((await signIn(`nobody${String(i)}@example.com`, "guess")).status === 429) refused++;
    expect(refused).toBe(5);
    const answer = await signIn("nobody99@example.com", "guess");
    expect((answer.body as ErrorBody).error.message).toMatch(
      /^Too many failed sign-ins from this device\. Please try again in \d+ seconds?\.$/,
    );
  });
});

describe("sign-ups and mails", () => {
  it("the 11th sign-up from one device in an hour is refused", async () => {
    for (let i = 0; i < 10; i++)
      expect(
        (await server.call("/auth/sign-up", { body: { email: `m${String(i)}@example.com`, password: "secret1" } }))
          .status,
      ).toBe(201);
    const refused = await server.call("/auth/sign-up", { body: { email: "m10@example.com", password: "secret1" } });
    expect(refused.status).toBe(429);
    expect((refused.body as ErrorBody).error.message).toBe(
      "Too many new accounts from this device. Please try again in about 1 hour.",
    );
    clock += 60 * 60_000 + 1;
    expect(
      (await server.call("/auth/sign-up", { body: { email: "m10@example.com", password: "secret1" } })).status,
    ).toBe(201);
  });

  it("an address gets at most 3 mails an hour (the sign-up's verification counts), known or not", async () => {
    await signUp("asha@example.com");
    for (let i = 0; i < 2; i++)
      expect((await server.call("/auth/forgot-password", { body: { email: "asha@example.com" } })).status).toBe(200);
    expect((await server.call("/auth/forgot-password", { body: { email: "asha@example.com" } })).status).toBe(429);
    for (let i = 0; i < 3; i++)
      expect((await server.call("/auth/forgot-password", { body: { email: "nobody@example.com" } })).status).toBe(200);
    expect((await server.call("/auth/forgot-password", { body: { email: "nobody@example.com" } })).status).toBe(429);
  });
});

describe("email verification", () => {
  const mailsTo = async (email: string) =>
    (
      (await server.call(`/mailbox.json?to=${encodeURIComponent(email)}`)).body as {
        mails: { subject: string; link?: string }[];
      }
    ).mails;

  it("a new account is unverified until the link mailed to it is opened", async () => {
    const session = await signUp("staff.squatter@example.com");
    expect(decodeJwt(session.accessToken).email_verified).toBe(false);
    // Someone without the mailbox cannot verify: a made-up link is refused.
    const forged = await fetch(`${server.issuer}/verify-email?token=made-up`);
    expect(forged.status).toBe(400);
    const refreshed = (await server.call("/auth/refresh", { body: { refreshToken: session.refreshToken } }))
      .body as Tokens;
    expect(decodeJwt(refreshed.accessToken).email_verified).toBe(false);

    const [mail] = await mailsTo("staff.squatter@example.com");
    expect(mail?.subject).toBe("Confirm your email address");
    const opened = await fetch(mail?.link ?? "");
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain("staff.squatter@example.com is confirmed");
    const after = (await server.call("/auth/refresh", { body: { refreshToken: refreshed.refreshToken } }))
      .body as Tokens;
    expect(decodeJwt(after.accessToken).email_verified).toBe(true);
    // Single use.
    expect((await fetch(mail?.link ?? "")).status).toBe(400);
  });

  it("accounts the operator creates (seeding) are verified", async () => {
    await server.identity.createUser("admin@matrimony.local", "secret1");
    const tokens = (await signIn("admin@matrimony.local", "secret1")).body as Tokens;
    expect(decodeJwt(tokens.accessToken).email_verified).toBe(true);
  });
});

describe("sessions end", () => {
  it("a token is refused by the backend's check the moment its session is signed out, and lives 60 s anyway", async () => {
    const session = await signUp("asha@example.com");
    expect(await server.identity.verifyToken(session.accessToken)).not.toBeNull();
    const claims = decodeJwt(session.accessToken);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(60);
    await server.call("/auth/sign-out", { body: { refreshToken: session.refreshToken } });
    expect(await server.identity.verifyToken(session.accessToken)).toBeNull();
  });

  it("a deleted account's token is refused at once", async () => {
    const session = await signUp("ravi@example.com");
    await server.call("/auth/delete-account", { body: { password: "secret1" }, token: session.accessToken });
    expect(await server.identity.verifyToken(session.accessToken)).toBeNull();
  });
});

describe("mailbox", () => {
  function getWithHost(path: string, host: string): Promise<number> {
    const url = new URL(server.url);
    return new Promise((resolve, reject) => {
      request({ host: url.hostname, port: url.port, path, headers: { Host: host } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
        .on("error", reject)
        .end();
    });
  }

  it("answers on 127.0.0.1 and refuses another host name (a rebound DNS name or the network's address)", async () => {
    expect(await getWithHost("/mailbox.json", `127.0.0.1:${new URL(server.url).port}`)).toBe(200);
    expect(await getWithHost("/mailbox.json", "attacker.example")).toBe(403);
    expect(await getWithHost("/mailbox", "192.168.1.20:3210")).toBe(403);
  });

  it("says on the page that it answers only on this computer", async () => {
    const page = await fetch(`${server.url}/mailbox`);
    expect(await page.text()).toContain("they answer only requests from 127.0.0.1 (loopback)");
  });
});

describe("display names", () => {
  it("a name with a right-to-left override is refused with a clear message", async () => {
    const res = await server.call("/auth/sign-up", {
      body: { email: "rtl@example.com", password: "secret1", name: "Asha \u202Egnp.exe" },
    });
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).error.code).toBe("hidden_characters");
  });
});
