/**
 * Production: Clerk custom flows (v5 hooks) behind the auth interface, and Convex fed by Clerk's
 * `convex` JWT template through ConvexProviderWithClerk (or the session token, when Clerk's Convex integration
 * is on: its `aud` is `convex`; both must carry `email_verified`, docs/verification.md). Loaded lazily, so local
 * mode never downloads it.
 */
import { ClerkProvider, useAuth as useClerkAuth, useClerk, useSignIn, useSignUp, useUser } from "@clerk/clerk-react";
import { ConvexProviderWithClerk } from "convex/react-clerk";
import type { ConvexReactClient } from "convex/react";
import { useMemo, type ReactNode } from "react";
import { coreMessages as en } from "@matrimony/shared/copy/core";
import { AuthContext } from "./AuthContext";
import { isClerkError, mapped, toAuthError } from "./clerkErrors";
import { AuthError, type AuthApi } from "./types";

function ClerkAuthApi({ children }: { children: ReactNode }) {
  const clerk = useClerk();
  const { isLoaded: signInLoaded, signIn, setActive } = useSignIn();
  const { isLoaded: signUpLoaded, signUp } = useSignUp();
  const { isLoaded: userLoaded, user } = useUser();

  const api = useMemo<AuthApi>(() => {
    const notReady = () => new AuthError("network", "The sign-in service is still loading. Please try again.");
    const activate = async (sessionId: string | null) => {
      if (!sessionId || !setActive) throw new AuthError("unknown", "Sign-in could not be completed.");
      await setActive({ session: sessionId });
    };
    const checkPassword = async (password: string) => {
      const session = clerk.session;
      if (!session) throw new AuthError("signed_out", en["error.notSignedIn"]);
      try {
        // Clerk's reverification: a first-factor check of the password on the current session.
        await session.startVerification({ level: "first_factor" });
        await session.attemptFirstFactorVerification({ strategy: "password", password });
      } catch (error) {
        const mappedError = toAuthError(error);
        throw mappedError.code === "invalid_credentials"
          ? new AuthError("wrong_password", mappedError.message)
          : mappedError;
      }
    };
    return {
      mode: "clerk",
      isLoaded: signInLoaded && signUpLoaded && userLoaded,
      user: user ? { id: user.id, email: user.primaryEmailAddress?.emailAddress ?? "" } : null,
      signIn: (email, password) =>
        mapped(async () => {
          if (!signIn) throw notReady();
          const attempt = await signIn.create({ identifier: email, password });
          if (attempt.status !== "complete") throw new AuthError("unknown", "This account needs another sign-in step.");
          await activate(attempt.createdSessionId);
        }),
      signUp: (email, password) =>
        mapped(async () => {
          if (!signUp) throw notReady();
          const attempt = await signUp.create({ emailAddress: email, password });
          if (attempt.status === "complete") {
            await activate(attempt.createdSessionId);
            return { status: "complete" as const };
          }
          if (attempt.unverifiedFields.includes("email_address")) {
            await attempt.prepareEmailAddressVerification({ strategy: "email_code" });
            return { status: "needs_email_code" as const };
          }
          throw new AuthError("unknown", "Sign-up could not be completed.");
        }),
      verifySignUpCode: (code) =>
        mapped(async () => {
          if (!signUp) throw notReady();
          const attempt = await signUp.attemptEmailAddressVerification({ code });
          if (attempt.status !== "complete")
            throw new AuthError("invalid_code", "That code did not work. Check it and try again.");
          await activate(attempt.createdSessionId);
        }),
      sendPasswordReset: (email) =>
        mapped(async () => {
          if (!signIn) throw notReady();
          try {
            await signIn.create({ strategy: "reset_password_email_code", identifier: email });
          } catch (error) {
            // An unknown address gets the same answer as a member's, so the page cannot be used to test
            // which emails are members; a code that never comes is then refused like a wrong one.
            if (!isClerkError(error, "form_identifier_not_found")) throw error;
          }
          return "code" as const;
        }),
      resetPassword: ({ code, newPassword }) =>
        mapped(async () => {
          if (!signIn) throw notReady();
          if (!code) throw new AuthError("invalid_code", "Enter the code from the email.");
          const attempt = await signIn.attemptFirstFactor({
            strategy: "reset_password_email_code",
            code,
            password: newPassword,
          });
          if (attempt.status !== "complete") throw new AuthError("unknown", "The password could not be reset.");
          await activate(attempt.createdSessionId);
        }),
      changePassword: (currentPassword, newPassword) =>
        mapped(async () => {
          if (!user) throw new AuthError("signed_out", en["error.notSignedIn"]);
          try {
            await user.updatePassword({ currentPassword, newPassword });
          } catch (error) {
            const e = toAuthError(error);
            throw e.code === "invalid_credentials" ? new AuthError("wrong_password", e.message) : e;
          }
        }),
      deleteAccount: (password, removeData) =>
        mapped(async () => {
          if (!user) throw new AuthError("signed_out", en["error.notSignedIn"]);
          await checkPassword(password);
          await removeData();
          await user.delete();
        }),
      signOut: () => mapped(() => clerk.signOut()),
      // The token Convex gets (ConvexProviderWithClerk asks for the "convex" template too).
      convexToken: async () =>
        clerk.session ? await clerk.session.getToken({ template: "convex" }).catch(() => null) : null,
    };
  }, [clerk, signIn, signUp, setActive, user, signInLoaded, signUpLoaded, userLoaded]);

  return <AuthContext.Provider value={api}>{children}</AuthContext.Provider>;
}

export default function ClerkAuth({
  publishableKey,
  convex,
  children,
}: {
  publishableKey: string;
  convex: ConvexReactClient;
  children: ReactNode;
}) {
  return (
    <ClerkProvider publishableKey={publishableKey} afterSignOutUrl="/login">
      <ConvexProviderWithClerk client={convex} useAuth={useClerkAuth}>
        <ClerkAuthApi>{children}</ClerkAuthApi>
      </ConvexProviderWithClerk>
    </ClerkProvider>
  );
}
