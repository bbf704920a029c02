/**
 * Search by profile ID: a member types the code a relative forwarded (TM7K3QXD) and opens that profile when
 * the rules let them find it (visibility.ts `mayDiscover`: approved, opposite gender, no block either way, not
 * paused). A code that names nobody and one that names a profile the viewer may not find get the same answer,
 * so the search never tells whether a hidden or blocked member exists.
 */
import { isProfileCode, normaliseProfileCode } from "@matrimony/shared/profileCode";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { fail } from "../errors";
import { consume } from "../limits";
import { mayDiscover } from "./visibility";
import { recordView } from "./views";

/** Longer input than any code with spaces and dashes is not a code. */
const MAX_INPUT_LENGTH = 32;

export type CodeSearchResult =
  | { status: "found"; profileId: Id<"profiles"> }
  | { status: "own" }
  | { status: "notAvailable" };

/**
 * Find the profile `text` names and record the opening (views.ts `recordView`: a profile not opened before
 * takes one `memberPageViews` token, and `members.get` then answers for it). A miss takes a token as well, so
 * trying codes costs what opening pages costs; it is answered, not thrown, because a thrown error would undo
 * the count.
 */
export async function openByCode(ctx: MutationCtx, viewer: Doc<"profiles">, text: string): Promise<CodeSearchResult> {
  if (text.length > MAX_INPUT_LENGTH || !isProfileCode(text)) fail("invalid", "search.codeInvalid", "code");
  const code = normaliseProfileCode(text);
  const profile = await ctx.db
    .query("profiles")
    .withIndex("by_profileCode", (q) => q.eq("profileCode", code))
    .first();
  if (profile !== null && profile._id === viewer._id) return { status: "own" };
  if (profile === null || !(await mayDiscover(ctx, viewer, profile))) {
    await consume(ctx, "memberPageViews", viewer._id, "limit.memberPages");
    return { status: "notAvailable" };
  }
  await recordView(ctx, viewer, profile._id);
  return { status: "found", profileId: profile._id };
}
