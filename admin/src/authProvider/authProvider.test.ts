import { ConvexError } from "convex/values";
import { HttpError } from "react-admin";
import { describe, expect, it, vi } from "vitest";
import { AuthError, type ConsoleAuth, type ConsoleUser } from "../auth/types";
import { createAuthProvider, NOT_STAFF, SESSION_ENDED, type StaffIdentity } from "./index";

function fakeAuth(accounts: Record<string, string>, start: ConsoleUser | null = null) {
  let user = start;
  const auth: ConsoleAuth = {
    mode: "local",
    user: () => user,
    signIn: vi.fn(async (email: string, password: string) => {
      await Promise.resolve();
      if (accounts[email] !== password)
        throw new AuthError("invalid_credentials", "Sign-in failed. Please check your email and password.");
      user = { id: `id-${email}`, email };
    }),
    signOut: vi.fn(async () => {
      await Promise.resolve();
      user = null;
    }),
    getToken: () => Promise.resolve(user ? "token" : null),
    onChange: () => () => undefined,
  };
  return auth;
}

const STAFF: Record<string, StaffIdentity["role"]> = { "admin@x.in": "admin", "support@x.in": "support" };

function setup(start: ConsoleUser | null = null) {
  const auth = fakeAuth({ "admin@x.in": "pw", "support@x.in": "pw", "member@x.in": "pw" }, start);
  const me = vi.fn(async (): Promise<StaffIdentity> => {
    await Promise.resolve();
    const email = auth.user()?.email ?? "";
    const role = STAFF[email];
    if (role === undefined) throw new ConvexError({ code: "forbidden", message: "Staff only." });
    return { email, role };
  });
  const disconnect = vi.fn();
  const onSignOut = vi.fn();
  const provider = createAuthProvider({ auth, connect: () => Promise.resolve(true), disconnect, me, onSignOut });
  return { auth, me, disconnect, onSignOut, provider };
}

describe("staff invitations", () => {
  it("opens the invitation the page came with before asking for the role, so the invited person gets in", async () => {
    const auth = fakeAuth({ "new@x.in": "pw" });
    const accepted = new Set<string>();
    const acceptInvitation = vi.fn(async () => {
      await Promise.resolve();
      accepted.add(auth.user()?.email ?? "");
    });
    const me = vi.fn(async (): Promise<StaffIdentity> => {
      await Promise.resolve();
      const email = auth.user()?.email ?? "";
      if (!accepted.has(email)) throw new ConvexError({ code: "forbidden", message: "Staff only." });
      return { email, role: "support" };
    });
    const provider = createAuthProvider({
      auth,
      connect: () => Promise.resolve(true),
      disconnect: vi.fn(),
      me,
      acceptInvitation,
    });
    await provider.login({ username: "new@x.in", password: "pw" });
    expect(acceptInvitation).toHaveBeenCalledBefore(me);
    expect(await provider.getPermissions?.({})).toBe("support");
  });

  it("a refused invitation says why and signs the person out", async () => {
    const auth = fakeAuth({ "other@x.in": "pw" });
    const message = "This invitation is for another email address. Sign in with the address it was sent to.";
    const acceptInvitation = vi.fn(() => Promise.reject(new ConvexError({ code: "forbidden", message })));
    const me = vi.fn(() => Promise.reject(new Error("not reached")));
    const provider = createAuthProvider({
      auth,
      connect: () => Promise.resolve(true),
      disconnect: vi.fn(),
      me,
      acceptInvitation,
    });
    await expect(provider.login({ username: "other@x.in", password: "pw" })).rejects.toThrow(message);
    expect(auth.user()).toBeNull();
    expect(me).not.toHaveBeenCalled();
  });
});

describe("authProvider", () => {
  it("signs staff in and gives their role as permissions and their email as identity", async () => {
    const { provider } = setup();
    await provider.login({ username: " support@x.in ", password: "pw" });
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    expect(await provider.getPermissions?.({})).toBe("support");
    expect(await provider.getIdentity?.()).toEqual({ id: "support@x.in", fullName: "support@x.in" });
  });

  it("tells a member they are not staff and signs them out again", async () => {
    const { provider, auth, disconnect } = setup();
    await expect(provider.login({ username: "member@x.in", password: "pw" })).rejects.toThrow(NOT_STAFF);
    expect(auth.signOut).toHaveBeenCalled();
    expect(disconnect).toHaveBeenCalled();
    expect(auth.user()).toBeNull();
    await expect(provider.checkAuth({})).rejects.toThrow(SESSION_ENDED);
  });

  it("passes the identity's message on a wrong password", async () => {
    const { provider } = setup();
    await expect(provider.login({ username: "admin@x.in", password: "nope" })).rejects.toThrow(
      /check your email and password/,
    );
    await expect(provider.login({ username: "", password: "" })).rejects.toThrow("Please fill in all fields.");
  });

  it("asks the server for the role once per user, and again after another user signs in", async () => {
    const { provider, me } = setup();
    await provider.login({ username: "admin@x.in", password: "pw" });
    await provider.checkAuth({});
    await provider.getPermissions?.({});
    expect(me).toHaveBeenCalledTimes(1);
    await provider.logout({});
    await provider.login({ username: "support@x.in", password: "pw" });
    expect(await provider.getPermissions?.({})).toBe("support");
  });

  it("restores a stored session on load, and has no permissions when signed out", async () => {
    expect(await setup().provider.getPermissions?.({})).toBeNull();
    const { provider } = setup({ id: "id-admin@x.in", email: "admin@x.in" });
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    expect(await provider.getPermissions?.({})).toBe("admin");
  });

  it("logs out on unauthenticated errors and stays on forbidden ones", async () => {
    const { provider } = setup({ id: "id-admin@x.in", email: "admin@x.in" });
    const unauthenticated = new HttpError("Please sign in.", 401, {
      code: "unauthenticated",
      message: "Please sign in.",
    });
    await expect(provider.checkError(unauthenticated)).rejects.toThrow(SESSION_ENDED);
    await expect(provider.checkError(new ConvexError({ code: "unauthenticated", message: "x" }))).rejects.toThrow();
    const forbidden = new HttpError("Admins only.", 403, { code: "forbidden", message: "Admins only." });
    await expect(provider.checkError(forbidden)).resolves.toBeUndefined();
    await expect(provider.checkError(new HttpError("Conflict", 409, { code: "conflict" }))).resolves.toBeUndefined();
  });

  it("logout ends the session and forgets what was live", async () => {
    const { provider, auth, onSignOut, disconnect } = setup({ id: "id-admin@x.in", email: "admin@x.in" });
    await provider.logout({});
    expect(auth.user()).toBeNull();
    expect(disconnect).toHaveBeenCalled();
    expect(onSignOut).toHaveBeenCalled();
  });
});
