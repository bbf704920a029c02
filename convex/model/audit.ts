import type { MutationCtx } from "../_generated/server";

/** Append one row to the audit log: every staff action and every sensitive member action. */
export async function audit(
  ctx: MutationCtx,
  entry: { actor: string; action: string; target?: string; details?: string },
): Promise<void> {
  await ctx.db.insert("auditLog", { ...entry, at: Date.now() });
}

/** How a member appears as an actor in the audit log (never their name or number). */
export function memberActor(profileCode: string): string {
  return `member:${profileCode}`;
}
