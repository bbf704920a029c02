import { describe, expect, it } from "vitest";
import { testServerForFile } from "../test/identityServer";

const running = testServerForFile();

const signUp = (email: string, password = "secret1", name?: string) =>
  running.server.call("/auth/sign-up", { body: { email, password, ...(name ? { name } : {}) } });

describe("sign-up, sign-in, refresh, sign-out", () => {
  it("signs up and answers tokens and the user", async () => {
    const res = await signUp("  Asha@Example.com ", "secret1", "Asha Rao");
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresAt: expect.any(Number),
      user: { id: expect.stringMatching(/^user_/), email: "asha@example.com", name: "Asha Rao" },
    });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("signs in, refreshes with rotation, and signs out", async () => {
    const signIn = await running.server.call("/auth/sign-in", {
      body: { email: "ASHA@example.com", password: "secret1" },
    });
    expect(signIn.status).toBe(200);
    const first = signIn.body.refreshToken as string;

    const refreshed = await running.server.call("/auth/refresh", { body: { refreshToken: first } });
    expect(refreshed.status).toBe(200);
    const second = refreshed.body.refreshToken as string;
    expect(second).not.toBe(first);
    expect((refreshed.body.user as { email: string }).email).toBe("asha@example.com");

    // A page reloaded mid-refresh presents the replaced token again: honoured once, within the grace...
    const raced = await running.server.call("/auth/refresh", { body: { refreshToken: first } });
    expect(raced.status).toBe(200);
    const third = raced.body.refreshToken as string;
    // ...but a token two rotations old is refused.
    const reused = await running.server.call("/auth/refresh", { body: { refreshToken: first } });
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual({ error: { code: "invalid_refresh_token", message: expect.any(String) } });

    const me = await running.server.call("/auth/me", { token: refreshed.body.accessToken as string });
    expect(me.body).toMatchObject({ user: { email: "asha@example.com" } });

    expect((await running.server.call("/auth/sign-out", { body: { refreshToken: third } })).status).toBe(200);
    expect((await running.server.call("/auth/refresh", { body: { refreshToken: third } })).status).toBe(401);
    expect((await running.server.call("/auth/refresh", { body: { refreshToken: second } })).status).toBe(401);
    // The signed-out session's access token no longer opens the identity's own routes.
    expect((await running.server.call("/auth/me", { token: refreshed.body.accessToken as string })).status).toBe(401);
    // Signing out twice is fine.
    expect((await running.server.call("/auth/sign-out", { body: { refreshToken: third } })).status).toBe(200);
  });

  it("ends the session on a sign-out with a token its own refresh replaced a moment ago", async () => {
    const signIn = await running.server.call("/auth/sign-in", {
      body: { email: "asha@example.com", password: "secret1" },
    });
    const first = signIn.body.refreshToken as string;
    const refreshed = await running.server.call("/auth/refresh", { body: { refreshToken: first } });
    expect(refreshed.status).toBe(200);
    expect((await running.server.call("/auth/sign-out", { body: { refreshToken: first } })).status).toBe(200);
    expect(
      (await running.server.call("/auth/refresh", { body: { refreshToken: refreshed.body.refreshToken as string } }))
        .status,
    ).toBe(401);
  });

  it("gives an unknown email and a wrong password the same answer", async () => {
    const unknown = await running.server.call("/auth/sign-in", {
      body: { email: "nobody@example.com", password: "secret1" },
    });
    const wrong = await running.server.call("/auth/sign-in", {
      body: { email: "asha@example.com", password: "wrong-one" },
    });
    const expected = {
      error: { code: "invalid_credentials", message: "Login failed. Please check your credentials." },
    };
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(expected);
    expect(wrong.body).toEqual(expected);
  });

  it("takes similar time for an unknown email and a wrong password", async () => {
    const time = async (email: string) => {
      const start = performance.now();
      await running.server.call("/auth/sign-in", { body: { email, password: "wrong-one" } });
      return performance.now() - start;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const unknown: number[] = [];
    const known: number[] = [];
    for (let i = 0; i < 5; i++) {
      unknown.push(await time("nobody@example.com"));
      known.push(await time("asha@example.com"));
    }
    // Both run one scrypt; without the decoy hash the unknown email would answer in about a millisecond.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it("refuses a duplicate email with 409", async () => {
    const res = await signUp("asha@EXAMPLE.com");
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { code: "email_in_use", message: "Email already in use." } });
  });

  it.each([
    [{ email: "", password: "secret1" }, "email_required", "Email is required to proceed."],
    [
      { email: "not-an-email", password: "secret1" },
      "email_invalid",
      "Enter a valid email address, e.g. name@example.com.",
    ],
    [{ email: "b@example.com", password: "" }, "password_required", "Please create a password."],
    [
      { email: "b@example.com", password: "12345" },
      "password_too_short",
      "Password must be at least 6 characters long.",
    ],
    [{ email: "b@example.com", password: 123456 }, "invalid_request", '"password" must be a string.'],
  ])("refuses bad sign-up input %j", async (body, code, message) => {
    const res = await running.server.call("/auth/sign-up", { body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code, message } });
  });

  it("answers malformed requests with a clear JSON error, never a stack", async () => {
    const raw = await fetch(`${running.server.url}/auth/sign-in`, { method: "POST", body: "{not json" });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({
      error: { code: "invalid_json", message: "The request body is not valid JSON." },
    });

    expect((await running.server.call("/auth/sign-in", { body: [1, 2] })).body).toMatchObject({
      error: { code: "invalid_request" },
    });
    expect((await running.server.call("/auth/sign-in", { body: { email: "" } })).body).toEqual({
      error: { code: "missing_fields", message: "Please fill in all fields." },
    });
    const big = await running.server.call("/auth/sign-in", { body: { email: "x".repeat(40_000), password: "p" } });
    expect(big.status).toBe(413);
    expect((await running.server.call("/auth/nowhere")).status).toBe(404);
    expect((await running.server.call("/auth/sign-in")).status).toBe(405);
    expect((await running.server.call("/auth/me")).body).toMatchObject({ error: { code: "unauthenticated" } });
  });

  it("leaves other paths to the host server", async () => {
    const res = await fetch(`${running.server.url}/api/something`);
    expect(await res.text()).toBe("not the identity's");
  });
});

describe("change password", () => {
  it("checks the current password, keeps this session and ends the others", async () => {
    await signUp("ravi@example.com", "oldpass1");
    const here = await running.server.call("/auth/sign-in", {
      body: { email: "ravi@example.com", password: "oldpass1" },
    });
    const other = await running.server.call("/auth/sign-in", {
      body: { email: "ravi@example.com", password: "oldpass1" },
    });
    const token = here.body.accessToken as string;

    const wrong = await running.server.call("/auth/change-password", {
      token,
      body: { currentPassword: "not-it", newPassword: "newpass1" },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ error: { code: "wrong_password", message: "Current password is incorrect." } });

    const short = await running.server.call("/auth/change-password", {
      token,
      body: { currentPassword: "oldpass1", newPassword: "abc" },
    });
    expect(short.body).toMatchObject({ error: { code: "password_too_short" } });

    const noToken = await running.server.call("/auth/change-password", {
      body: { currentPassword: "oldpass1", newPassword: "newpass1" },
    });
    expect(noToken.status).toBe(401);

    const ok = await running.server.call("/auth/change-password", {
      token,
      body: { currentPassword: "oldpass1", newPassword: "newpass1" },
    });
    expect(ok.status).toBe(200);

    expect(
      (await running.server.call("/auth/refresh", { body: { refreshToken: here.body.refreshToken } })).status,
    ).toBe(200);
    expect(
      (await running.server.call("/auth/refresh", { body: { refreshToken: other.body.refreshToken } })).status,
    ).toBe(401);
    expect(
      (await running.server.call("/auth/sign-in", { body: { email: "ravi@example.com", password: "oldpass1" } }))
        .status,
    ).toBe(401);
    expect(
      (await running.server.call("/auth/sign-in", { body: { email: "ravi@example.com", password: "newpass1" } }))
        .status,
    ).toBe(200);
  });
});

describe("delete account", () => {
  it("requires the password, then the login is gone", async () => {
    const session = await signUp("sita@example.com", "secret1");
    const token = session.body.accessToken as string;

    const empty = await running.server.call("/auth/delete-account", { token, body: { password: "" } });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      error: { code: "password_required", message: "Please enter your password to confirm deletion." },
    });

    const wrong = await running.server.call("/auth/delete-account", { token, body: { password: "wrong-one" } });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ error: { code: "wrong_password" } });

    // Re-authentication, which the app does before deleting the member's data.
    expect((await running.server.call("/auth/reauthenticate", { token, body: { password: "wrong-one" } })).status).toBe(
      403,
    );
    expect((await running.server.call("/auth/reauthenticate", { token, body: { password: "secret1" } })).status).toBe(
      200,
    );

    expect((await running.server.call("/auth/delete-account", { token, body: { password: "secret1" } })).status).toBe(
      200,
    );
    const signIn = await running.server.call("/auth/sign-in", {
      body: { email: "sita@example.com", password: "secret1" },
    });
    expect(signIn.status).toBe(401);
    expect(
      (await running.server.call("/auth/refresh", { body: { refreshToken: session.body.refreshToken } })).status,
    ).toBe(401);
    // The email is free again.
    expect((await signUp("sita@example.com")).status).toBe(201);
  });

  it("deleteUserByEmail removes a login for the admin console", async () => {
    const { userId } = await running.server.identity.createUser("kiran@example.com", "secret1", "Kiran");
    expect(await running.server.identity.findUserByEmail("KIRAN@example.com")).toEqual({
      id: userId,
      email: "kiran@example.com",
      name: "Kiran",
    });
    expect(await running.server.identity.deleteUserByEmail("kiran@example.com")).toBe(true);
    expect(await running.server.identity.deleteUserByEmail("kiran@example.com")).toBe(false);
    expect(
      (await running.server.call("/auth/sign-in", { body: { email: "kiran@example.com", password: "secret1" } }))
        .status,
    ).toBe(401);
  });
});
