/** Turning a failed parse into what a form or a ConvexError shows. */
import type { z } from "./zod";

function pathText(path: readonly PropertyKey[]): string {
  return path.map(String).join(".");
}

/** The first issue, the one the spec says to show; null when parsing succeeded. */
export function firstError(result: z.ZodSafeParseResult<unknown>): { path: string; message: string } | null {
  if (result.success) return null;
  const issue = result.error.issues[0];
  return issue ? { path: pathText(issue.path), message: issue.message } : null;
}

/** One message per field (its first), keyed by dotted path, for showing under each form field. */
export function validationErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = pathText(issue.path);
    errors[key] ??= issue.message;
  }
  return errors;
}
