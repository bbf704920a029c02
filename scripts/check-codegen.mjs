// Fails when convex/_generated is not what `convex codegen` writes for the current convex/ folder.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const generated = "convex/_generated";
const saved = mkdtempSync(join(tmpdir(), "codegen-"));
cpSync(generated, saved, { recursive: true });
try {
  execFileSync("npx", ["convex", "codegen", "--system-udfs", "--typecheck", "disable"], { stdio: "pipe" });
  const stale = readdirSync(generated).filter(
    (name) => readFileSync(join(generated, name), "utf8") !== readFileSync(join(saved, name), "utf8"),
  );
  const missing = readdirSync(saved).filter((name) => !readdirSync(generated).includes(name));
  if (stale.length > 0 || missing.length > 0) {
    console.error(
      `convex/_generated is stale (${[...stale, ...missing].join(", ")}): run npm run codegen and commit it.`,
    );
    process.exitCode = 1;
  } else {
    console.log("convex/_generated is current.");
  }
} finally {
  // Leave the working tree as it was: the check must not fix things silently.
  rmSync(generated, { recursive: true, force: true });
  cpSync(saved, generated, { recursive: true });
  rmSync(saved, { recursive: true, force: true });
}
