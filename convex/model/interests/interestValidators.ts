import { literals } from "convex-helpers/validators";
import {
  ACCEPT_TEMPLATES,
  DECLINE_TEMPLATES,
  INTEREST_STATES,
  INTEREST_STATUSES,
  INTEREST_TEMPLATES,
} from "@matrimony/shared/rules/interests";

/** Validators of the interests table and functions, from shared/rules/interests.ts's lists. */
export const vInterestStatus = literals(...INTEREST_STATUSES);
export const vInterestTemplate = literals(...INTEREST_TEMPLATES);
/** A reply is an accept or a decline template; which one follows from the interest's status. */
export const vInterestReply = literals(...ACCEPT_TEMPLATES, ...DECLINE_TEMPLATES);
export const vAcceptTemplate = literals(...ACCEPT_TEMPLATES);
export const vDeclineTemplate = literals(...DECLINE_TEMPLATES);
export const vInterestState = literals(...INTEREST_STATES);
