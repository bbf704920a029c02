/**
 * The zod schemas of every form and of the server functions that receive them. Issues carry the spec's
 * exact messages, and the first issue is always the one the spec names first. Every message is a core
 * message (copy/core.ts, imported alone rather than the whole English catalogue of messages.ts): the member
 * app shows it in the language on screen (i18n.ts, localizeText), and a Telugu form page fetches no page
 * copy in English.
 */
export * from "./validation/account";
export * from "./validation/consent";
export * from "./validation/errors";
export { isValidEmail } from "./validation/fields";
export * from "./validation/profile";
export * from "./validation/registration";
export * from "./validation/refine";
