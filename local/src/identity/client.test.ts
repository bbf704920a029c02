import { describe, expect, it } from "vitest";
import {
  LocalIdentityClient,
  LocalIdentityError,
  MemoryStorage,
  type AuthUser,
} from "@matrimony/shared/localIdentity/client";
import type { Mail } from "./mailbox";
import { testServerForFile } from "../test/identityServer";

let clock = Date.now();

const running = testServerForFile({ now: () => clock, accessTokenTtlSeconds: 300 });

const makeClient = (storage = new MemoryStorage()) =>
  new LocalIdentityClient({ baseUrl: running.server.issuer, storage, now: () => clock, refreshMarginMs: 60_000 });

describe("LocalIdentityClient against the real server", () => {
  it("signs up, hands out verified tokens, notifies listeners and signs out", async () => {
    const client = makeClient();
    const seen: (AuthUser | null)[] = [];
    const stop = client.onChange((user) => seen.push(user));
    expect(await client.getToken()).toBeNull();

    const user = await client.signUp({ email: "Asha@example.com", password: "secret1", name: "Asha" });
    expect(user).toMatchObject({ email: "asha@example.com", name: "Asha" });
    expect(client.user).toEqual(user);
    const token = await client.getToken();
    expect(await running.server.identity.verifyToken(token ?? "")).toMatchObject({ subject: user.id });
    // Still fresh: the same token again, no refresh.
    expect(await client.getToken()).toBe(token);

    await client.signOut();
    expect(client.user).toBeNull();
    expect(await client.getToken()).toBeNull();
    expect(seen).toEqual([user, null]);
    stop();
  });

  it("refreshes shortly before expiry and on demand, sharing one refresh among concurrent calls", async () => {
    const client = makeClient();
    await client.signIn({ email: "asha@example.com", password: "secret1" });
    const first = await client.getToken();

    clock += 250_000; // inside the one-minute margin of a five-minute token
    const [a, b] = await Promise.all([client.getToken(), client.getToken()]);
    expect(a).toBe(b);
    expect(a).not.toBe(first);
    expect(await running.server.identity.verifyToken(a ?? "")).not.toBeNull();

    clock += 1_000;
    const forced = await client.getToken({ forceRefresh: true });
    expect(forced).not.toBe(a);
    expect(await running.server.identity.verifyToken(forced ?? "")).not.toBeNull();
  });

  it("reports the server's errors with code and message", async () => {
    const client = makeClient();
    const failure = await client.signIn({ email: "asha@example.com", password: "nope-nope" }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(LocalIdentityError);
    expect(failure).toMatchObject({
      status: 401,
      code: "invalid_credentials",
      message: "Login failed. Please check your credentials.",
    });
    await expect(client.signUp({ email: "asha@example.com", password: "secret1" })).rejects.toMatchObject({
      code: "email_in_use",
      message: "Email already in use.",
    });
    await expect(client.changePassword("secret1", "secret2")).rejects.toMatchObject({ code: "unauthenticated" });
    const offline = new LocalIdentityClient({ baseUrl: "http://127.0.0.1:9/auth", storage: new MemoryStorage() });
    await expect(offline.signIn({ email: "a@b.co", password: "secret1" })).rejects.toMatchObject({
      code: "network_error",
    });
  });

  it("changes the password, signing out the other device", async () => {
    const phone = makeClient();
    const laptop = makeClient();
    await phone.signIn({ email: "asha@example.com", password: "secret1" });
    await laptop.signIn({ email: "asha@example.com", password: "secret1" });
    await expect(laptop.changePassword("wrong-one", "secret2")).rejects.toMatchObject({
      message: "Current password is incorrect.",
    });
    await laptop.changePassword("secret1", "secret2");
    expect(await laptop.getToken({ forceRefresh: true })).not.toBeNull();
    const seen: (AuthUser | null)[] = [];
    phone.onChange((user) => seen.push(user));
    expect(await phone.getToken({ forceRefresh: true })).toBeNull();
    expect(seen).toEqual([null]);
  });

  it("resets a forgotten password through the mailed link", async () => {
    const client = makeClient();
    await client.forgotPassword("asha@example.com");
    const mails = (await running.server.call("/mailbox.json?to=asha@example.com")).body.mails as Mail[];
    const token = new URL(mails[0]?.link ?? "").searchParams.get("token") ?? "";
    await client.resetPassword(token, "secret3");
    await expect(client.resetPassword(token, "secret4")).rejects.toMatchObject({ code: "invalid_reset_token" });
    await expect(client.signIn({ email: "asha@example.com", password: "secret3" })).resolves.toMatchObject({
      email: "asha@example.com",
    });
  });

  it("re-authenticates and deletes the account", async () => {
    const client = makeClient();
    await client.signIn({ email: "asha@example.com", password: "secret3" });
    await expect(client.deleteAccount("")).rejects.toMatchObject({
      message: "Please enter your password to confirm deletion.",
    });
    await expect(client.reauthenticate("wrong-one")).rejects.toMatchObject({ code: "wrong_password" });
    await client.reauthenticate("secret3");
    await client.deleteAccount("secret3");
    expect(client.user).toBeNull();
    await expect(client.signIn({ email: "asha@example.com", password: "secret3" })).rejects.toMatchObject({
      code: "invalid_credentials",
    });
  });

  it("keeps the session in the given storage, so a reload (a new client) stays signed in", async () => {
    const storage = new MemoryStorage();
    const before = makeClient(storage);
    const user = await before.signUp({ email: "ravi@example.com", password: "secret1" });
    const after = makeClient(storage);
    expect(after.user).toEqual(user);
    expect(await after.getToken()).toBe(await before.getToken());
  });

  it("stays signed out when a refresh in flight returns after sign-out", async () => {
    const client = makeClient();
    await client.signIn({ email: "ravi@example.com", password: "secret1" });
    const refreshing = client.getToken({ forceRefresh: true });
    await client.signOut();
    expect(await refreshing).toBeNull();
    expect(client.user).toBeNull();
    expect(await client.getToken()).toBeNull();
  });

  it("keeps the new sign-in when a refresh of the old session returns after it", async () => {
    const client = makeClient();
    await client.signUp({ email: "sita@example.com", password: "secret1" });
    const refreshing = client.getToken({ forceRefresh: true });
    await client.signOut();
    const ravi = await client.signIn({ email: "ravi@example.com", password: "secret1" });
    await refreshing;
    expect(client.user).toEqual(ravi);
    expect(await running.server.identity.verifyToken((await client.getToken()) ?? "")).toMatchObject({
      subject: ravi.id,
    });
  });
});
