/**
 * Objects whose issues come out in a fixed field order. zod reports field issues in shape-key order but runs
 * object-level (cross-field) checks only after every field passed, and appends their issues last. Forms and
 * the server show the FIRST issue, and the spec fixes which one that is (§5), so here cross-field checks run
 * even when fields failed (`when`), and all issues are then stably sorted by their field's place in the shape.
 */
import { z } from "./zod";
import { coreMessages as en } from "../copy/core";

export type AddIssue = (field: string, message: string) => void;
/**
 * A check across fields. It sees the value as parsed so far: a field that failed still holds what was sent,
 * so checks must test what they read (e.g. `GENDERS.includes(...)`) instead of trusting the output type.
 */
export type CrossCheck = (value: Readonly<Record<string, unknown>>, addIssue: AddIssue) => void;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function sortIssuesByField(issues: z.core.$ZodRawIssue[], order: readonly string[]): void {
  const rankOf = (issue: z.core.$ZodRawIssue): number => {
    const field = issue.path?.[0];
    const rank = typeof field === "string" ? order.indexOf(field) : -1;
    return rank === -1 ? order.length : rank;
  };
  const sorted = issues
    .map((issue, index) => ({ issue, index, rank: rankOf(issue) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.issue);
  issues.splice(0, issues.length, ...sorted);
}

/** `z.object(shape)` (unknown keys stripped) whose issues follow the shape's key order, cross-field ones included. */
export function orderedObject<const S extends z.core.$ZodLooseShape>(shape: S, ...checks: CrossCheck[]) {
  const order = Object.keys(shape);
  // A body that is not an object at all is a broken client, not a member's mistake.
  return z.object(shape, { error: en["error.invalidInput"] }).superRefine(
    (_parsed, ctx) => {
      const value: unknown = ctx.value;
      if (isRecord(value)) {
        const addIssue: AddIssue = (field, message) => {
          ctx.addIssue({ code: "custom", path: [field], message, input: value[field] });
        };
        for (const check of checks) check(value, addIssue);
      }
      sortIssuesByField(ctx.issues, order);
    },
    { when: () => true },
  );
}
