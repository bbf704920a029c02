/**
 * react-admin's authProvider over the console's auth interface (src/auth) and `admin/staff:me`.
 *
 * Signing in proves who someone is; `admin/staff:me` says whether they are staff and with which role
 * (roles live in the database, never in tokens). A member who signs in here is told "This account is not
 * staff." and signed out again. The role is react-admin's permissions: "admin" or "support".
 */
import type { AuthProvider, UserIdentity } from "react-admin";
import type { ConsoleAuth } from "../auth/types";
import { errorCode } from "../dataProvider/errors";

export type Role = "admin" | "support";
export interface StaffIdentity {
  email: string;
  role: Role;
}

export const NOT_STAFF = "This account is not staff.";
export const SESSION_ENDED = "Your session has ended. Please sign in again.";
export const NO_CONNECTION = "Could not start a session with the server. Please try again.";

export interface AuthProviderOptions {
  auth: ConsoleAuth;
  /** Authenticates the Convex connection; true once the backend accepted the token. */
  connect(): Promise<boolean>;
  disconnect(): void;
  /** `admin/staff:me`: the caller's staff email and role; refuses non-staff with code "forbidden". */
  me(): Promise<StaffIdentity>;
  /** After sign-out: drop what the signed-out user saw (live subscriptions, cursors). */
  onSignOut?(): void;
  /**
   * Opens a staff invitation the page was reached with (`?invitation=`), if any, once the person is
   * signed in: their staff role starts only then (convex/model/admin/invitations.ts).
   */
  acceptInvitation?(): Promise<void>;
}

/** The server's own words on a ConvexError, else null. */
function appMessage(error: unknown): string | null {
  const message = (error as { data?: { message?: unknown } } | null)?.data?.message;
  return typeof message === "string" ? message : null;
}

export function createAuthProvider(options: AuthProviderOptions): AuthProvider {
  const { auth } = options;
  let staff: StaffIdentity | null = null;
  let staffOf: string | null = null;

  async function signOut(): Promise<void> {
    staff = null;
    staffOf = null;
    options.disconnect();
    await auth.signOut();
    options.onSignOut?.();
  }

  /** The signed-in user's staff identity (asked once per user); non-staff are signed out. */
  async function currentStaff(): Promise<StaffIdentity> {
    const user = auth.user();
    if (user === null) throw new Error(SESSION_ENDED);
    if (staff !== null && staffOf === user.id) return staff;
    if (!(await options.connect())) {
      await signOut();
      throw new Error(SESSION_ENDED);
    }
    try {
      await options.acceptInvitation?.();
    } catch (error) {
      // An invitation for another address, used, or not yet confirmed: its own message says what to do.
      await signOut();
      throw new Error(appMessage(error) ?? NOT_STAFF);
    }
    try {
      const me = await options.me();
      staff = me;
      staffOf = user.id;
      return me;
    } catch (error) {
      const code = errorCode(error);
      if (code === "forbidden") {
        await signOut();
        throw new Error(NOT_STAFF);
      }
      if (code === "unauthenticated") {
        await signOut();
        throw new Error(SESSION_ENDED);
      }
      throw error;
    }
  }

  return {
    async login(params: { username?: string; email?: string; password?: string }) {
      const email = (params.username ?? params.email ?? "").trim();
      const password = params.password ?? "";
      if (email === "" || password === "") throw new Error("Please fill in all fields.");
      // A previous user's cached identity must not leak into this one.
      staff = null;
      await auth.signIn(email, password);
      if (!(await options.connect())) {
        await signOut();
        throw new Error(NO_CONNECTION);
      }
      await currentStaff();
    },

    async logout() {
      await signOut();
    },

    async checkAuth() {
      await currentStaff();
    },

    async checkError(error: unknown) {
      const code = errorCode(error);
      const status = (error as { status?: unknown } | null)?.status;
      if (code === "unauthenticated" || status === 401) {
        throw Object.assign(new Error(SESSION_ENDED), { logoutUser: true });
      }
      // forbidden (403): stay signed in; the screen that asked shows the server's message.
    },

    async getIdentity(): Promise<UserIdentity> {
      const me = await currentStaff();
      return { id: me.email, fullName: me.email };
    },

    async getPermissions(): Promise<Role | null> {
      if (auth.user() === null) return null;
      return (await currentStaff()).role;
    },
  };
}
