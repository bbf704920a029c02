/**
 * The member app's two languages. A leaf: the language detection, the catalogues (i18n.ts) and the pages all read it.
 */
export type Language = "en" | "te";

export const LANGUAGES: readonly Language[] = ["en", "te"];
