/**
 * Fewer script files per page (issue 18). Left alone, the bundler makes a chunk for every distinct set of
 * pages that share a module: /home needed 43 files, many under 1 KB, and on a phone's 150 ms round trip
 * (six connections at a time over HTTP/1.1) those requests, not their bytes, were the wait. Common chunks
 * under INLINE_BELOW bytes are copied into the chunks that use them instead: /home then loads 12 files
 * for about 10 KB more gzip, the landing page 7 instead of 15 (measured 2026-11-23, before prerendering).
 *
 * Rolldown's `experimentalInlineCommonChunks` needs `preserveEntrySignatures: false` (the app's entry
 * exports nothing anyone imports) and runs modules in source order across chunks (strictExecutionOrder,
 * which it turns on), so a module copied into two chunks still runs once per page, in order.
 */
import type { BuildEnvironmentOptions } from "vite";

/** Source bytes (before minifying) below which a shared chunk is copied into its users. */
export const INLINE_BELOW = 20_000;

export const chunking: BuildEnvironmentOptions["rolldownOptions"] = {
  preserveEntrySignatures: false,
  output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: INLINE_BELOW } } },
};
