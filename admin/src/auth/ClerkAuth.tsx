/**
 * Production: Clerk (v5). Loaded lazily, so local mode never downloads it. Sign-in is Clerk's password
 * strategy; Convex gets tokens from Clerk's `convex` JWT template (convex/auth.config.ts trusts its issuer).
 */
import { ClerkProvider, useAuth, useClerk } from "@clerk/clerk-react";
import { useMemo, type ReactNode } from "react";
import { AuthError, type ConsoleAuth, type ConsoleUser } from "./types";

interface ClerkApiError {
  errors?: { code?: string; longMessage?: string; message?: string }[];
}

function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const first = (error as ClerkApiError | null)?.errors?.[0];
  if (first?.code === "form_identifier_not_found" || first?.code === "form_password_incorrect") {
    return new AuthError("invalid_credentials", "Sign-in failed. Please check your email and password.");
  }
  if (first) return new AuthError("unknown", first.longMessage ?? first.message ?? "Sign-in failed.");
  if (error instanceof TypeError)
    return new AuthError("network", "Could not reach the sign-in service. Please try again.");
  return new AuthError("unknown", error instanceof Error ? error.message : String(error));
}

function Bridge({ children, fallback }: { children: (auth: ConsoleAuth) => ReactNode; fallback: ReactNode }) {
  const clerk = useClerk();
  const { isLoaded } = useAuth();
  const auth = useMemo<ConsoleAuth>(() => {
    const current = (): ConsoleUser | null =>
      clerk.user ? { id: clerk.user.id, email: clerk.user.primaryEmailAddress?.emailAddress ?? "" } : null;
    return {
      mode: "clerk",
      user: current,
      signIn: async (email, password) => {
        try {
          const signIn = clerk.client?.signIn;
          if (!signIn) throw new AuthError("network", "The sign-in service is still loading. Please try again.");
          const attempt = await signIn.create({ identifier: email, password });
          if (attempt.status !== "complete" || !attempt.createdSessionId) {
            throw new AuthError(
              "unknown",
              "This account needs another sign-in step; finish it in the member app first.",
            );
          }
          await clerk.setActive({ session: attempt.createdSessionId });
        } catch (error) {
          throw toAuthError(error);
        }
      },
      signOut: () => clerk.signOut().catch(() => undefined),
      getToken: async ({ forceRefresh }) =>
        (await clerk.session?.getToken({ template: "convex", skipCache: forceRefresh })) ?? null,
      onChange: (listener) => clerk.addListener(() => listener(current())),
    };
  }, [clerk]);
  return isLoaded ? children(auth) : fallback;
}

export default function ClerkAuth(props: {
  publishableKey: string;
  fallback: ReactNode;
  children: (auth: ConsoleAuth) => ReactNode;
}) {
  return (
    <ClerkProvider publishableKey={props.publishableKey}>
      <Bridge fallback={props.fallback}>{props.children}</Bridge>
    </ClerkProvider>
  );
}
