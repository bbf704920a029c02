/**
 * The consent code (docs/parents.md) on top of the one-time code module
 * (model/verification/codes.ts, purpose "consent"): issue a code to the bride's or groom's own number,
 * check what they type, and record the consent when it is right. The number lives only in the code row
 * until the code is used or replaced; the consent keeps its last 4 digits.
 */
import { v, type Infer } from "convex/values";
import { CONSENT_NOTICE_VERSION } from "@matrimony/shared/rules/consent";
import { consentCodeSchema, consentMobileSchema } from "@matrimony/shared/schemas";
import type { Doc } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { parseOrFail } from "../validation";
import { checkCode, codeStatusOf, issueCode, liveCode, type CheckResult, type IssuedCode } from "../verification/codes";
import { vCodeStatus } from "../verification/functionValidators";
import { assertConsentPending, consentView, recordConsent, vConsentView } from "./consent";

/** What the pending page shows: the consent state, the current notice version, and the code in flight. */
export const vConsentStatus = v.object({
  ...vConsentView.fields,
  currentNoticeVersion: v.string(),
  code: v.union(vCodeStatus, v.null()),
});
export type ConsentStatus = Infer<typeof vConsentStatus>;

export async function consentStatus(ctx: QueryCtx, profile: Doc<"profiles">): Promise<ConsentStatus> {
  const view = consentView(profile);
  const code = view.state === "pending" ? codeStatusOf(await liveCode(ctx, profile._id, "consent")) : null;
  return { ...view, currentNoticeVersion: CONSENT_NOTICE_VERSION, code };
}

/** A code for the number the member typed (validated like every phone field), once consent is pending. */
export async function issueConsentCode(
  ctx: MutationCtx,
  profile: Doc<"profiles">,
  input: unknown,
): Promise<IssuedCode> {
  assertConsentPending(profile);
  const { mobileNumber } = parseOrFail(consentMobileSchema, input);
  return await issueCode(ctx, { profileId: profile._id, purpose: "consent", phone: mobileNumber });
}

/**
 * Check the typed code against the live consent code; when it is right, record the consent (time, notice
 * version, last 4 digits of the number it was sent to). The outcome is returned, not thrown: a thrown
 * error would roll the wrong attempt's count back, and the 5 attempts would not hold.
 */
export async function confirmConsent(ctx: MutationCtx, profile: Doc<"profiles">, input: unknown): Promise<CheckResult> {
  assertConsentPending(profile);
  const { code } = parseOrFail(consentCodeSchema, input);
  const row = await liveCode(ctx, profile._id, "consent");
  if (row === null) return { ok: false, reason: "noCode" };
  const result = await checkCode(ctx, { profileId: profile._id, purpose: "consent", phone: row.phone, code });
  if (result.ok) await recordConsent(ctx, profile, row.phone, Date.now());
  return result;
}
