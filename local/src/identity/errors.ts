/**
 * The one error type the identity service throws on purpose. Routes turn it into
 * `{ error: { code, message } }` with its status; anything else becomes a generic 500, so no stack
 * trace or internal detail ever reaches a caller.
 */
export class IdentityError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Seconds until the caller may try again (429 answers); sent as `Retry-After` and in the body. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "IdentityError";
  }
}

export const badRequest = (code: string, message: string) => new IdentityError(400, code, message);
export const unauthorized = (code: string, message: string) => new IdentityError(401, code, message);
export const tooManyRequests = (code: string, message: string, retryAfter: number) => new IdentityError(429, code, message, retryAfter);
