// Lists the repository paths named in backticks in README.md and docs/*.md that name nothing in the
// repository. Docs often name a file relative to its package (`features/boot/earlySocket.ts` under
// web/src), so a path counts as found when a tracked file or folder ends with it (an import path may
// leave out its extension). Exits 1 on a dead path.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter(Boolean);
const known = new Set();
for (const file of tracked) {
  const parts = file.split("/");
  for (let i = 1; i <= parts.length; i++) known.add(parts.slice(0, i).join("/"));
}
const suffixes = [...known].map((path) => `/${path}`);

/**
 * Paths the docs name that are not in the repository by design: what a build, a run or a test writes,
 * a lint rule's name, a syscall's name, a document number, and files of other projects (Convex's
 * self-hosting docs and images, the repository the horoscope's sources cite).
 */
const NOT_IN_REPOSITORY = [
  /^dist\//,
  /^shells\//,
  /\.html$/,
  /^e2e\/screenshots\//,
  /^\.data\//,
  /^files\/$/,
  /^(snapshot|db)\.json$/,
  /^checkout\.js$/,
  /^import(-x)?\//,
  /^(csv|koot)\//,
  /^image\//,
  /\/dist$/,
  /^\d/,
  /\.io\//,
  /^self-hosted\//,
  // the service worker the build writes (web/src/serviceWorker/sw.ts), and invoice and credit note numbers
  /^sw\.js$/,
  /^(INV|CN)\//,
];

/** Whether `path` (maybe package-relative) names a tracked file or folder, or an installed package's file. */
function exists(path) {
  const clean = path.replace(/\/$/, "");
  for (const candidate of [clean, `${clean}.ts`, `${clean}.d.ts`, `${clean}.js`]) {
    if (known.has(candidate)) return true;
    if (suffixes.some((known) => known.endsWith(`/${candidate}`))) return true;
    if (existsSync(join(root, "node_modules", candidate))) return true;
  }
  return false;
}

/** A backticked token that looks like a path to a file or folder of ours. */
function looksLikePath(token) {
  if (/\s|[<>*{}$=|,;()'"]|^https?:|^\/|^\.\.?\/|^@|^-/.test(token)) return false;
  if (NOT_IN_REPOSITORY.some((pattern) => pattern.test(token))) return false;
  if (/\.(ts|tsx|mjs|js|json|md|css|woff2|patch)$/.test(token)) return true;
  // `admin/members.remove` is a function's name, not a file
  return /^[\w.-]+\/[\w/-]*\/?$/.test(token);
}

const docs = [
  "README.md",
  ...readdirSync(join(root, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];
let dead = 0;
for (const doc of docs) {
  const lines = readFileSync(join(root, doc), "utf8").split("\n");
  lines.forEach((line, index) => {
    for (const [, token] of line.matchAll(/`([^`]+)`/g)) {
      const path = token.replace(/#.*$/, "");
      if (looksLikePath(path) && !exists(path)) {
        dead++;
        console.log(`${doc}:${index + 1}: ${token}`);
      }
    }
  });
}
if (dead > 0) {
  console.log(`${dead} path(s) named in the docs do not exist`);
  process.exit(1);
}
console.log("every path named in the docs exists");
