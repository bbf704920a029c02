import { useSyncExternalStore } from "react";
import { currentLanguage, onLanguageChange } from "../../i18n";
import type { Language } from "./language";

/**
 * The language on screen, drawing the calling component again when it changes. LanguageRoot redraws the
 * whole tree on a switch, but a memoised component (React's memo) skips that redraw while its props are
 * unchanged: it calls this so that its t() texts follow the switch (the lint rule on memo asks for it).
 */
export function useLanguage(): Language {
  // The server snapshot: the prerender renders each page in the language it set (prerender/entry-server.tsx).
  return useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
}
