/**
 * The boot's public module: all that features, components and pages use of the page-load machinery (this
 * folder, prerender/ and fonts/). The rest is the boot's own, started by the entries (main.tsx, visitor.ts,
 * Router.tsx) and free to change; eslint.config.js fails an import of it from anywhere else.
 */
export { afterFirstPage, afterLoadAndIdle } from "./afterFirstPage";
export { bootAuthenticated, withBootAuth } from "./bootAuth";
export { FirstPageDrawn } from "./FirstPageDrawn";
export { preloadableLazy, type ComponentModule } from "./preloadableLazy";
export { openingRecordedAtBoot, recordOpening, useBootQuery, type BootQueryName } from "./useBootQuery";
export { startedFromPrerender } from "../../prerender/hydration";
export { InteractiveMark } from "../../prerender/InteractiveMark";
