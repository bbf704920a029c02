import {
  ACCEPT_TEMPLATES,
  DECLINE_TEMPLATES,
  INTEREST_TEMPLATES,
  type AcceptTemplate,
  type DeclineTemplate,
  type InterestState,
  type InterestTemplate,
} from "@matrimony/shared/rules/interests";
import type { MessageKey } from "../../i18n";

/** Keys are `area.camelCase` (shared/src/messages.ts): a value joins its prefix with a capital letter. */
export function capitalize<S extends string>(s: S): Capitalize<S> {
  return (s.charAt(0).toUpperCase() + s.slice(1)) as Capitalize<S>;
}

/** The catalogue key of each template, so a member reads another's template in their own language. */
export const templateKey = (template: InterestTemplate): MessageKey => `interests.template${capitalize(template)}`;
export const replyKey = (reply: AcceptTemplate | DeclineTemplate): MessageKey => `interests.reply${capitalize(reply)}`;
export const stateKey = (state: Exclude<InterestState, "none">): MessageKey => `interests.state${capitalize(state)}`;

export { ACCEPT_TEMPLATES, DECLINE_TEMPLATES, INTEREST_TEMPLATES };
export type { AcceptTemplate, DeclineTemplate, InterestState, InterestTemplate };

/** Badge colour of each state: warm when something is good news, grey when it is over. */
export const STATE_COLOR: Record<Exclude<InterestState, "none">, string> = {
  sent: "blue",
  received: "orange",
  acceptedByThem: "green",
  acceptedByMe: "green",
  declinedByThem: "gray",
  declinedByMe: "gray",
};
