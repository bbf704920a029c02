/** Validators of the one-time SMS codes (model/verification/codes.ts). */
import { v, type Infer } from "convex/values";

/** What a code confirms: the member's own mobile number, or the consent of the person a profile is for. */
export const vCodePurpose = v.union(v.literal("mobile"), v.literal("consent"));
export type CodePurpose = Infer<typeof vCodePurpose>;
