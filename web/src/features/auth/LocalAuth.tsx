import { ConvexProviderWithAuth, ConvexReactClient } from "convex/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { LocalIdentityError, type LocalIdentityClient } from "@matrimony/shared/localIdentity/client";
import { AuthContext } from "./AuthContext";
import { localIdentityClient } from "./localIdentitySession";
import { AuthError, type AuthApi, type AuthErrorCode, type AuthUser } from "./types";
import { currentLanguage } from "../../i18n";
import { startedFromPrerender, withBootAuth } from "../boot";

const CODES: Record<string, AuthErrorCode> = {
  invalid_credentials: "invalid_credentials",
  wrong_password: "wrong_password",
  email_in_use: "email_in_use",
  network_error: "network",
  unauthenticated: "signed_out",
  invalid_reset_token: "invalid_code",
  too_many_attempts: "rate_limited",
  account_locked: "rate_limited",
  too_many_sign_ups: "rate_limited",
  too_many_mails: "rate_limited",
};

function toAuthError(error: unknown): AuthError {
  if (error instanceof LocalIdentityError) {
    const code = CODES[error.code] ?? (error.status === 400 ? "invalid_input" : "unknown");
    return new AuthError(code, error.message, error.retryAfter);
  }
  return new AuthError("unknown", error instanceof Error ? error.message : String(error));
}

async function mapped<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toAuthError(error);
  }
}

const SessionContext = createContext<{ client: LocalIdentityClient; signedIn: boolean } | null>(null);

/** Convex's auth hook: it asks for a token on connect, and with forceRefreshToken after a refusal. */
function useLocalConvexAuth() {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useLocalConvexAuth outside <LocalAuth>.");
  const { client, signedIn } = session;
  const fetchAccessToken = useCallback(
    ({ forceRefreshToken }: { forceRefreshToken: boolean }) => client.getToken({ forceRefresh: forceRefreshToken }),
    // A new identity must make Convex fetch a new token, so the callback changes with it.
    [client, signedIn],
  );
  return useMemo(
    () => ({ isLoading: false, isAuthenticated: signedIn, fetchAccessToken }),
    [signedIn, fetchAccessToken],
  );
}

/** Local mode: the local identity signs people in and issues the JWTs Convex verifies. */
export function LocalAuth({
  identityUrl,
  convex,
  children,
}: {
  identityUrl: string;
  convex: ConvexReactClient;
  children: ReactNode;
}) {
  // Shared with main.tsx's boot, which has already started refreshing the token (features/boot).
  const client = useMemo(() => localIdentityClient(identityUrl), [identityUrl]);
  // From prerendered HTML, the first render is the signed-out one the HTML shows; the effect below brings the user.
  const [user, setUser] = useState<AuthUser | null>(() => (startedFromPrerender() ? null : client.user));
  useEffect(() => {
    const stop = client.onChange((next) => setUser(next ? { id: next.id, email: next.email } : null));
    // The same member keeps the same object: `client.user` reads the stored session anew on each call, and a
    // new object here re-rendered everything that reads the auth state, the whole page, in one block just
    // after the first render of every page.
    const stored = client.user;
    setUser((current) => (current?.id === stored?.id && current?.email === stored?.email ? current : stored));
    // The client lives as long as the page (it is shared), so only this listener goes.
    return stop;
  }, [client]);

  const api = useMemo<AuthApi>(
    () => ({
      mode: "local",
      isLoaded: true,
      user: user ? { id: user.id, email: user.email } : null,
      signIn: (email, password) => mapped(async () => void (await client.signIn({ email, password }))),
      signUp: (email, password) =>
        mapped(async () => (await client.signUp({ email, password }), { status: "complete" as const })),
      verifySignUpCode: () => Promise.resolve(),
      sendPasswordReset: (email) =>
        mapped(async () => (await client.forgotPassword(email, currentLanguage()), "link" as const)),
      resetPassword: ({ token, newPassword }) =>
        mapped(async () => {
          if (!token) throw new AuthError("invalid_code", "This reset link is incomplete. Ask for a new one.");
          await client.resetPassword(token, newPassword);
        }),
      changePassword: (current, next) => mapped(() => client.changePassword(current, next)),
      deleteAccount: (password, removeData) =>
        mapped(async () => {
          await client.reauthenticate(password);
          await removeData();
          await client.deleteAccount(password);
        }),
      signOut: () => mapped(() => client.signOut()),
      convexToken: () => (client.user ? client.getToken().catch(() => null) : Promise.resolve(null)),
    }),
    [client, user],
  );
  const session = useMemo(() => ({ client, signedIn: user !== null }), [client, user]);
  // The boot has authenticated Convex already on a member page: the provider takes that over (bootAuth.ts).
  const authedConvex = useMemo(() => withBootAuth(convex, () => client.user?.id ?? null), [convex, client]);

  return (
    <AuthContext.Provider value={api}>
      <SessionContext.Provider value={session}>
        <ConvexProviderWithAuth client={authedConvex} useAuth={useLocalConvexAuth}>
          {children}
        </ConvexProviderWithAuth>
      </SessionContext.Provider>
    </AuthContext.Provider>
  );
}
