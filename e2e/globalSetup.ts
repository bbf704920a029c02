/**
 * Starts the offline stack once for all journeys: the same code as `npm start` (local/src/stack.ts), on
 * free ports of its own and a throwaway data folder, so a developer's running stack is never touched.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { freeStackPorts } from "../local/src/freePort";
import { startStack, type StackUrls } from "../local/src/stack";

declare module "vitest" {
  export interface ProvidedContext {
    urls: StackUrls;
    /** The built member app the stack serves (local/src/stack.ts builds it into <data>/web-dist). */
    webDist: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(join(tmpdir(), "matrimony-e2e-"));
  const started = Date.now();
  // Every test member signs up from 127.0.0.1: the per-address sign-up limit (10 an hour) would stop the suite.
  const stack = await startStack({
    dataDir,
    ports: await freeStackPorts(),
    members: 40,
    frontEnds: "built",
    webhookRetryDelaysMs: [300, 1000, 3000],
    identityLimits: { signUpsPerClientPerHour: 1000 },
  });
  console.log(`e2e stack up in ${((Date.now() - started) / 1000).toFixed(1)} s at ${stack.urls.web}`);
  project.provide("urls", stack.urls);
  project.provide("webDist", join(dataDir, "web-dist"));
  return async () => {
    await stack.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
