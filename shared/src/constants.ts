/** Business constants of SPEC §9 that screens share, so no page retypes a number. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
export const REGISTRATION_STEPS = 4;
export const REGISTER_REDIRECT_MS = 2000;
export const CONTACT_REVEAL_SECONDS = 60;
export const TOAST_MOBILE_BREAKPOINT_PX = 768;
export const APPROVAL_HOURS = 24;
export const PARTNER_REDIRECT_MS = 3000;
export const RATE_US_POPUP_MS = 1000;

/** Text limits the spec does not state; they bound storage and keep cards readable. */
export const TEXT_LIMITS = { name: 100, shortText: 100, text: 500, email: 254 } as const;
export const MAX_SIBLINGS = 20;
/**
 * "About me" and "about my family": a few paragraphs, enough for a family to judge, short enough to read on a phone.
 */
export const ABOUT_TEXT_MAX = 1000;
/** A date of birth implying more than this many years is a typo. */
export const MAX_PLAUSIBLE_AGE = 100;
