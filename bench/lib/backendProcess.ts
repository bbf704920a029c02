/**
 * Shared pieces of the backend benchmarks: the local backend in a child process (so its memory and
 * start-up are its own), its resident memory, percentiles, and printing tables.
 */
import type { ChildProcess } from "node:child_process";
import { readFile } from "node:fs/promises";
import { spawnBackendProcess } from "../../local/src/test/spawnBackendProcess";

export type BackendProcess = { child: ChildProcess; url: string; startupMs: number; stop(): Promise<void> };

/** Start the backend on `dataDir` (tokens: "valid:<subject>:<email>[:<issuer>]"); resolves once it serves. */
export async function startBackendProcess(dataDir: string, env: Record<string, string> = {}): Promise<BackendProcess> {
  const started = performance.now();
  // BENCH_BACKEND_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the backend.
  const nodeArgs = (process.env.BENCH_BACKEND_NODE_ARGS ?? "").split(" ").filter((a) => a !== "");
  const { child, url } = await spawnBackendProcess(dataDir, { env, nodeArgs });
  return {
    child,
    url,
    startupMs: performance.now() - started,
    stop: () =>
      new Promise<void>((done) => {
        child.once("exit", () => done());
        child.kill("SIGTERM");
      }),
  };
}

/** Resident memory of a process in MB (Linux /proc). */
export async function rssMb(pid: number | undefined): Promise<number> {
  const status = await readFile(`/proc/${String(pid)}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? "0");
  return Math.round(kb / 1024);
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

export const ms = (v: number) =>
  Number.isNaN(v) ? "–" : v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(1)} ms`;

export function printTable(headers: string[], rows: string[][]): void {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  console.log(line(headers));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of rows) console.log(line(row));
}

export async function loadAverage(): Promise<string> {
  return (await readFile("/proc/loadavg", "utf8")).split(" ").slice(0, 3).join(" ");
}

/** A bench member's new profile id: `members.register` answers null only for a barred phone or email. */
export function registered<T>(id: T | null): T {
  if (id === null) throw new Error("members.register made no profile (a barred phone or email?)");
  return id;
}
