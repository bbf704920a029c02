// `npm test`'s vitest step: the browser journeys (project e2e) run in a vitest of their own beside the
// other projects' vitest, instead of after them. Vitest runs projects that differ in parallelism one group
// after another, and the journeys must stay one at a time (they share one stack and its seeded members);
// much of a journey is waiting on the browser and the stack, time the unit tests' CPU work can fill.
// The unit run prints as it goes; the journeys' output is held and printed whole when they end, so the two
// never interleave mid-report. Fails when either run fails. Arguments go to both runs (a file filter).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);
const vitest = join(dirname(require.resolve("vitest/package.json")), "vitest.mjs");
const args = process.argv.slice(2);
// A filter may match files of one run only: the other then has nothing to run, which is no failure.
const filtered = args.length > 0 ? ["--passWithNoTests"] : [];

/** Runs vitest on `projects`; `live` streams its output line by line, otherwise it is printed at the end. */
function run(name, projects, live) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [vitest, "run", ...projects.map((p) => `--project=${p}`), ...filtered, ...args],
      {
        stdio: ["ignore", "pipe", "pipe"],
        env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: "1" } : {}) },
      },
    );
    const held = [];
    const emit = (out, line) => {
      if (live) out.write(`${line}\n`);
      else held.push([out, line]);
    };
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let partial = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk) => {
        const lines = (partial + chunk).split("\n");
        partial = lines.pop() ?? "";
        for (const line of lines) emit(out, line);
      });
      stream.on("end", () => {
        if (partial) emit(out, partial);
      });
    }
    child.on("close", (code, signal) => {
      if (!live) {
        process.stdout.write(`\n── ${name} ──\n`);
        for (const [out, line] of held) out.write(`${line}\n`);
      }
      const ok = code === 0;
      process.stdout.write(`── ${name}: ${ok ? "passed" : `failed (${signal ?? `exit ${code}`})`} ──\n`);
      resolve(ok);
    });
  });
}

const results = await Promise.all([
  run("unit and component tests", ["!e2e"], true),
  run("browser journeys (e2e)", ["e2e"], false),
]);
process.exitCode = results.every(Boolean) ? 0 : 1;
