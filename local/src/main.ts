/**
 * `npm start`: the whole product offline (see stack.ts), on the ports of docs/architecture.md.
 *
 *   npm start                      data in ./.data, kept between starts
 *   npm start -- --fresh           start empty (deletes the data folder first), then seed again
 *   npm start -- --data-dir DIR    keep the data elsewhere
 *   npm start -- --members N       seed N generated members on first start (300 by default)
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import type { SeedLogin } from "./seed/seed";
import { DEFAULT_PORTS, startStack, type Stack, type StackUrls } from "./stack";

const DEFAULT_MEMBERS = 300;
const MAX_MEMBERS = 100_000;

/** `--members N`: a whole number of generated members, or a message that says what is wrong. */
function parseMembers(value: string | undefined): number {
  if (value === undefined) return DEFAULT_MEMBERS;
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n > MAX_MEMBERS) {
    throw new Error(`--members takes a whole number from 0 to ${MAX_MEMBERS}, got "${value}"`);
  }
  return n;
}

function banner(urls: StackUrls, logins: SeedLogin[], dataDir: string, members: number): string {
  const width = Math.max(...logins.map((l) => l.email.length));
  return [
    "",
    "  Telugu Matrimony is running offline.",
    "",
    `  Member app      ${urls.web}`,
    `  Admin console   ${urls.admin}   (staff console: admin@ and support@ logins below)`,
    `  Convex backend  ${urls.backend}   HTTP actions ${urls.httpActions}`,
    `  Mailbox         ${urls.mailbox}   (password-reset mail lands here)`,
    `  Razorpay sim    ${urls.razorpay}   (orders, Checkout at /checkout.js, payment links, webhooks)`,
    `  Data            ${dataDir}   (npm start -- --fresh starts empty)`,
    "",
    "  Logins (password for all: demo1234):",
    ...logins.map((l) => `    ${l.email.padEnd(width)}  ${l.note}`),
    `    ...and ${members} generated members: *@demo.matrimony.local (on first start; --members N)`,
    "",
    "  Ctrl-C stops everything.",
    "",
  ].join("\n");
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      fresh: { type: "boolean", default: false },
      "data-dir": { type: "string" },
      members: { type: "string" },
      "port-offset": { type: "string" },
    },
  });
  let members: number;
  try {
    members = parseMembers(values.members);
  } catch (error) {
    console.error(`\n  ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  }
  const dataDir = resolve(values["data-dir"] ?? process.env.MATRIMONY_DATA_DIR ?? ".data");
  let stack: Stack | null = null;
  const stop = async (code: number) => {
    await stack?.close();
    process.exit(code);
  };
  process.once("SIGINT", () => void stop(0));
  process.once("SIGTERM", () => void stop(0));
  try {
    if (values.fresh) {
      const { rm } = await import("node:fs/promises");
      await rm(dataDir, { recursive: true, force: true });
    }
    // Several stacks side by side (one per git worktree): --port-offset 100 moves every port up by 100.
    const offset = Number(values["port-offset"] ?? 0);
    const ports =
      Number.isInteger(offset) && offset > 0
        ? {
            backend: DEFAULT_PORTS.backend + offset,
            httpActions: DEFAULT_PORTS.httpActions + offset,
            web: DEFAULT_PORTS.web + offset,
            admin: DEFAULT_PORTS.admin + offset,
          }
        : DEFAULT_PORTS;
    stack = await startStack({ dataDir, members, ports, log: (line) => console.log(`  ${line}`) });
    console.log(banner(stack.urls, stack.logins, dataDir, members));
  } catch (error) {
    console.error(`\n  Could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    await stop(1);
  }
}

void main();
