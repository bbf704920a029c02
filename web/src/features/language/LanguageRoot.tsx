import type { ReactNode } from "react";
import { useLanguage } from "./useLanguage";

/**
 * Re-renders the app in place when the language changes. The tree is a render function, so every element
 * in it is created anew on that render: each t() call reads the new language, while no component remounts
 * and no form loses its input (elements passed in as props would keep their old render). Memoised
 * components skip that render unless they call useLanguage themselves.
 */
export function LanguageRoot({ children }: { children: () => ReactNode }) {
  useLanguage();
  return children();
}
