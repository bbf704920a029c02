/**
 * The order in which a member page's shell asks for its code and words once the app's entry has arrived
 * (web/vite/prerender.ts writes the links, src/visitor.ts fetches them in document order).
 *
 * A browser opens at most six connections to a host on HTTP/1.1; a request beyond those waits for one to
 * free, then pays its own round trip. /user/:id in Telugu asks for nine files at that moment, and listed
 * code first, its words, the largest file (20 KB), waited a quarter of a second for a connection and were
 * the last file in, holding the page back. Listed largest first, the files that wait are the smallest.
 */
export type Language = "en" | "te";
const LANGUAGES: readonly Language[] = ["en", "te"];

export interface ShellFiles {
  /** The page's chunks and the member layout's, in either language. */
  code: readonly string[];
  /** Each language's word chunks. */
  words: Record<Language, readonly string[]>;
  /** Words the app's first render waits for, fetched beside the entry rather than after it (visitor.ts). */
  wordsWithEntry: readonly string[];
  /** A file's size on the line (compressed), in bytes. */
  sizeOf(file: string): number;
}

export interface ShellPreload {
  file: string;
  /** Fetched only on a device of this language (its words); absent for code. */
  language?: Language;
  withEntry: boolean;
}

/** The shell's code and each language's words (those not also code), largest first. */
export function planShellPreloads(files: ShellFiles): ShellPreload[] {
  const listed: ShellPreload[] = [
    ...files.code.map((file) => ({ file, withEntry: false })),
    ...LANGUAGES.flatMap((language) =>
      files.words[language]
        .filter((file) => !files.code.includes(file))
        .map((file) => ({ file, language, withEntry: files.wordsWithEntry.includes(file) })),
    ),
  ];
  return listed.sort((a, b) => files.sizeOf(b.file) - files.sizeOf(a.file));
}
