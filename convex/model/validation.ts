import type { z } from "zod";
import { en } from "@matrimony/shared/messages";
import { firstError } from "@matrimony/shared/schemas";
import { appError } from "./errors";

/**
 * Validate untrusted input with one of shared/'s zod schemas. On failure throw the first problem in the
 * spec's order as a ConvexError `{ code: "invalid", message, field }`, the same text the form shows.
 */
export function parseOrFail<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const error = firstError(result);
  throw appError("invalid", error?.message ?? en["error.invalidInput"], error?.path || undefined);
}
