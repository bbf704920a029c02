import { useConvexAuth, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "../../convexApi";
import { useAuth } from "../auth";
import { bootAuthenticated, useBootQuery } from "../boot";

export type Me = NonNullable<FunctionReturnType<typeof api.members.me>>;

export type Session =
  | { status: "loading" }
  | { status: "signedOut" }
  /** Signed in, but the registration never saved a profile (e.g. it failed after the login was made). */
  | { status: "noProfile" }
  | { status: "member"; me: Me };

/**
 * Who is here, live: Convex's auth state and the member's own record (`members.me`). It updates by itself
 * when an admin approves the member or a payment lands, because `useQuery` is a subscription.
 */
export function useSession(): Session {
  const convexAuth = useConvexAuth();
  const auth = useAuth();
  // On a member page the boot has authenticated Convex before React ran (features/boot/bootAuth.ts); the
  // provider says so only after its first effects, so the page's first render would show a loader.
  const booted = convexAuth.isLoading && auth.user !== null && bootAuthenticated(auth.user.id);
  const isLoading = convexAuth.isLoading && !booted;
  const isAuthenticated = convexAuth.isAuthenticated || booted;
  const me = useQuery(api.members.me, isAuthenticated ? {} : "skip");
  // Subscribed now, with the answer the boot asked for (features/boot): the boot's watch can go.
  const answered = me !== undefined;
  useBootQuery("me", answered);
  if (isLoading) return { status: "loading" };
  // Just after a sign-in the identity knows the user a render before Convex has their token: that is
  // still loading, not signed out (a guard would otherwise bounce the new member to / or /login).
  if (!isAuthenticated) return auth.user ? { status: "loading" } : { status: "signedOut" };
  if (me === undefined) return { status: "loading" };
  if (me === null) return { status: "noProfile" };
  return { status: "member", me };
}
