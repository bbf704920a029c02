/** Razorpay's error answers: `{ error: { code, description, source, step, reason, metadata, field? } }`. */

export interface RazorpayErrorBody {
  code: string;
  description: string;
  source: string;
  step: string;
  reason: string;
  metadata: Record<string, string>;
  field?: string;
}

export class RazorpayError extends Error {
  constructor(
    readonly status: number,
    readonly body: RazorpayErrorBody,
  ) {
    super(body.description);
  }
}

/** A rejected input, as Razorpay reports its validation failures. */
export function badRequest(description: string, field?: string): RazorpayError {
  return new RazorpayError(400, {
    code: "BAD_REQUEST_ERROR",
    description,
    source: "business",
    step: "payment_initiation",
    reason: "input_validation_failed",
    metadata: {},
    ...(field === undefined ? {} : { field }),
  });
}

/** Authentication and routing failures carry "NA" in source, step and reason. */
function notApplicable(status: number, description: string): RazorpayError {
  return new RazorpayError(status, {
    code: "BAD_REQUEST_ERROR",
    description,
    source: "NA",
    step: "NA",
    reason: "NA",
    metadata: {},
  });
}

export const missingKey = (): RazorpayError =>
  notApplicable(401, "Please provide your api key for authentication purposes.");
export const authFailed = (): RazorpayError => notApplicable(401, "Authentication failed");
export const invalidKey = (): RazorpayError => notApplicable(401, "The api key provided is invalid");
export const urlNotFound = (): RazorpayError => notApplicable(404, "The requested URL was not found on the server.");
/** Razorpay answers 400, not 404, for an id that does not exist. */
export const idNotFound = (): RazorpayError => badRequest("The id provided does not exist", "id");
