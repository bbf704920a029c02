/**
 * Shared pieces of the backend benchmarks: the local backend in a child process (so its memory and
 * start-up are its own), its resident memory, percentiles, and printing tables.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const REPO = fileURLToPath(new URL("../../", import.meta.url));
const CHILD = fileURLToPath(new URL("../../local/src/backend/fixtures/backendProcess.ts", import.meta.url));

export type BackendProcess = { child: ChildProcess; url: string; startupMs: number; stop(): Promise<void> };

/** Start the backend on `dataDir` (tokens: "valid:<subject>:<email>[:<issuer>]"); resolves once it serves. */
export function startBackendProcess(dataDir: string, env: Record<string, string> = {}): Promise<BackendProcess> {
  const started = performance.now();
  // BENCH_BACKEND_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the backend.
  const nodeArgs = (process.env.BENCH_BACKEND_NODE_ARGS ?? "").split(" ").filter((a) => a !== "");
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", CHILD, dataDir], { cwd: REPO, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    let stdout = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /READY (\S+)/.exec(stdout);
      if (match?.[1] === undefined) return;
      resolve({
        child,
        url: match[1],
        startupMs: performance.now() - started,
        stop: () =>
          new Promise<void>((done) => {
            child.once("exit", () => done());
            child.kill("SIGTERM");
          }),
      });
    });
    child.once("exit", (code) => reject(new Error(`backend exited with ${String(code)}: ${stderr}`)));
  });
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

export const ms = (v: number) => (Number.isNaN(v) ? "–" : v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(1)} ms`);

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
