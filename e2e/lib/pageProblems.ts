/**
 * What a page reports going wrong, for journeys and scripts that require a clean page (or print what was
 * not): uncaught exceptions, and console messages of the types asked for.
 */
import type { ConsoleMessage, Page } from "playwright-core";

export type ConsoleType = ReturnType<ConsoleMessage["type"]>;

/**
 * Starts listening on `page` and returns the list it fills as problems come: each uncaught exception's
 * message and each console message of `consoleTypes` (errors by default; pass ["error", "warning"] for a
 * page that must not warn either). Take what was seen so far with `splice(0)`.
 */
export function collectPageProblems(page: Page, consoleTypes: readonly ConsoleType[] = ["error"]): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (consoleTypes.includes(message.type())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}
