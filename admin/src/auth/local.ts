/**
 * Local mode: the local identity of the offline stack (email and password, RS256 JWTs Convex verifies),
 * through the same browser client the member app uses, but with a session of its own in storage.
 */
import { LocalIdentityClient, LocalIdentityError, type KeyValueStorage } from "@matrimony/shared/localIdentity/client";
import { AuthError, type ConsoleAuth } from "./types";

export const SIGN_IN_FAILED = "Sign-in failed. Please check your email and password.";

function toAuthError(error: unknown): AuthError {
  if (error instanceof LocalIdentityError) {
    if (error.code === "network_error") return new AuthError("network", error.message);
    if (error.code === "invalid_credentials" || error.status === 401)
      return new AuthError("invalid_credentials", SIGN_IN_FAILED);
    return new AuthError("unknown", error.message);
  }
  return new AuthError("unknown", error instanceof Error ? error.message : String(error));
}

export function createLocalAuth(options: {
  baseUrl: string;
  storageKey: string;
  storage?: KeyValueStorage;
  fetch?: typeof fetch;
}): ConsoleAuth {
  const client = new LocalIdentityClient(options);
  return {
    mode: "local",
    user: () => {
      const user = client.user;
      return user ? { id: user.id, email: user.email } : null;
    },
    signIn: async (email, password) => {
      try {
        await client.signIn({ email, password });
      } catch (error) {
        throw toAuthError(error);
      }
    },
    signOut: async () => {
      await client.signOut().catch(() => undefined);
    },
    getToken: ({ forceRefresh }) => client.getToken({ forceRefresh }),
    onChange: (listener) => client.onChange((user) => listener(user ? { id: user.id, email: user.email } : null)),
  };
}
