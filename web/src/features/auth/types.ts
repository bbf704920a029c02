/**
 * The one auth interface the pages use. Two implementations sit behind it: Clerk in production
 * (`ClerkAuth.tsx`) and the local identity in local mode (`LocalAuth.tsx`). Pages never touch either.
 */
export interface AuthUser {
  id: string;
  email: string;
}

/** How a password reset proceeds after the email is sent: a link in the mail, or a code typed here. */
export type ResetFlow = "link" | "code";

export type SignUpResult = { status: "complete" } | { status: "needs_email_code" };

export interface AuthApi {
  readonly mode: "local" | "clerk";
  /** False until the provider knows whether someone is signed in. */
  readonly isLoaded: boolean;
  readonly user: AuthUser | null;
  signIn(email: string, password: string): Promise<void>;
  signUp(email: string, password: string): Promise<SignUpResult>;
  /** Completes a sign-up that needs the code emailed to the address (Clerk instances that verify email). */
  verifySignUpCode(code: string): Promise<void>;
  sendPasswordReset(email: string): Promise<ResetFlow>;
  /** `token` for the link flow (local mode), `code` for the code flow (Clerk). Signs the user in when done. */
  resetPassword(input: { token?: string; code?: string; newPassword: string }): Promise<void>;
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /**
   * Checks the password, runs `removeData` (the member's data on the backend) while still signed in,
   * then deletes the login itself. Nothing is removed when the password is wrong.
   */
  deleteAccount(password: string, removeData: () => Promise<void>): Promise<void>;
  signOut(): Promise<void>;
  /**
   * The signed-in member's Convex token, for the few HTTP routes the page calls itself (the test payment
   * page's per-account limit); null when nobody is signed in or the token cannot be had.
   */
  convexToken(): Promise<string | null>;
}

export type AuthErrorCode =
  | "invalid_credentials"
  | "wrong_password"
  | "email_in_use"
  | "invalid_input"
  | "invalid_code"
  | "network"
  | "signed_out"
  /** Too many attempts (sign-in back-off or lock, sign-ups, mails): the message says when to try again. */
  | "rate_limited"
  | "unknown";

/** A failure of the identity provider, with a code pages branch on and a message people can read. */
export class AuthError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    message: string,
    /** With `rate_limited`, when the service said: seconds until the next try. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "AuthError";
  }
}
