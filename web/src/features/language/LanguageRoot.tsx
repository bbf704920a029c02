import { useSyncExternalStore, type ReactNode } from "react";
import { currentLanguage, onLanguageChange } from "../../i18n";

/**
 * Re-renders the app in place when the language changes. The tree is a render function, so every element
 * in it is created anew on that render: each t() call reads the new language, while no component remounts
 * and no form loses its input (elements passed in as props would keep their old render).
 */
export function LanguageRoot({ children }: { children: () => ReactNode }) {
  // The server snapshot: the prerender renders each page in the language it set (prerender/entry-server.tsx).
  useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
  return children();
}
