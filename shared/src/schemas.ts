/**
 * The zod schemas of every form and of the server functions that receive them. Issues carry the spec's
 * exact messages, and the first issue is always the one the spec names first.
 */
export * from "./validation/account";
export * from "./validation/consent";
export * from "./validation/errors";
export { isValidEmail } from "./validation/fields";
export * from "./validation/profile";
export * from "./validation/registration";
export * from "./validation/refine";
