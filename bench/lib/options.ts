/**
 * The page benches' command-line options (bench/page-profile.ts, bench/page-trace.ts): `--name value`.
 * bench/page-load.ts checks its arguments more strictly (an unknown one is an error) and parses its own.
 */

/** The value after `name` in the arguments, or `fallback` when the option is absent or has no value. */
export function benchOption(args: readonly string[], name: string, fallback: string): string {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? (args[i + 1] as string) : fallback;
}
