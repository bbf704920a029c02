/**
 * An answer of the local identity that is not a success, on both sides of the wire: the service
 * (local/src/identity) throws it on purpose and its routes send it as `{ error: { code, message } }` with
 * its status (anything else becomes a generic 500, so no internal detail reaches a caller); the client
 * (client.ts) rebuilds it from that answer. `code` is for programs, `message` (the spec's wording) for people.
 */
export class LocalIdentityError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /**
     * Seconds until the caller may try again, when the service is limiting them (429): `Retry-After` and in the body.
     */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "LocalIdentityError";
  }
}
