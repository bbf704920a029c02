/** Telugu for the server's refusals in a conversation (`../conversationErrors.ts`), same keys and placeholders. */
import type { conversationErrorsCopy } from "../conversationErrors";

export const conversationErrorsCopyTe = {
  "conversationError.notFound": "ఈ సంభాషణ కనబడలేదు.",
  "conversationError.messageNotFound": "ఈ సందేశం కనబడలేదు.",
  "conversationError.ownMessage": "మీ సొంత సందేశంపై ఫిర్యాదు చేయలేరు.",
  "conversationError.cannotStart": "మీలో ఒకరు మరొకరి ఆసక్తిని అంగీకరించిన తర్వాతే ఆ సభ్యులకు రాయగలరు.",
  "conversationError.ended": "ఈ సంభాషణ ముగిసింది.",
  "conversationError.empty": "ముందుగా ఒక సందేశం రాయండి.",
  "conversationError.tooLong": "ఒక సందేశం గరిష్టంగా 1000 అక్షరాలు ఉండవచ్చు.",
  "conversationError.tooFast": "మీరు చాలా వేగంగా సందేశాలు పంపుతున్నారు. దయచేసి {wait} ఆగి మళ్లీ ప్రయత్నించండి.",
  "conversationError.dailyLimit": "ఈ రోజుకు అనుమతించిన సందేశాలన్నీ మీరు పంపేశారు. {wait} తర్వాత మళ్లీ రాయగలరు.",
  "conversationError.startLimit": "ఈ రోజుకు అనుమతించిన కొత్త సంభాషణలన్నీ మీరు ప్రారంభించేశారు. {wait} తర్వాత మరొకటి ప్రారంభించగలరు.",
} as const satisfies Record<keyof typeof conversationErrorsCopy, string>;
