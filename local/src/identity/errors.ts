/**
 * The errors the identity service throws on purpose: one type, shared with the client that reads them
 * (shared/src/localIdentity/error.ts), and shorthands for the common answers.
 */
import { LocalIdentityError } from "@matrimony/shared/localIdentity/error";

export { LocalIdentityError };

export const badRequest = (code: string, message: string) => new LocalIdentityError(400, code, message);
export const unauthorized = (code: string, message: string) => new LocalIdentityError(401, code, message);
export const tooManyRequests = (code: string, message: string, retryAfter: number) =>
  new LocalIdentityError(429, code, message, retryAfter);
