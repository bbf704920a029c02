import react from "@vitejs/plugin-react";
import { compiledCopyPlugin } from "./web/vite/compiledCopy";
import { resolve } from "node:path";
import { defineConfig } from "vitest/config";

// One vitest run covers every package; each package is a project with its own environment.

// Most projects run their files one after another in one worker that stays up (`isolate: false`): a
// fresh process per file cost the web project two thirds of its time (importing React, Mantine and the
// test libraries and building jsdom again for each file; docs/perf-log.md, "Test suite time"). The first
// setup file drops the app's evaluated modules, so each file still imports the code under test afresh.
const freshModules = resolve(import.meta.dirname, "shared/src/test/freshModules.ts");
const sharedWorker = (...setupFiles: string[]) => ({
  isolate: false,
  setupFiles: [freshModules, ...setupFiles],
  // The setup files in the order listed (vitest's default runs them in parallel).
  sequence: { setupFiles: "list" as const },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "shared",
          root: "./shared",
          environment: "node",
          ...sharedWorker(),
          include: ["src/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "convex",
          root: "./convex",
          // Convex functions run in an edge-like runtime; convex-test must be inlined (its docs).
          environment: "edge-runtime",
          include: ["**/*.test.ts"],
          ...sharedWorker("./test.setup.ts"),
          server: { deps: { inline: ["convex-test"] } },
        },
      },
      {
        test: {
          name: "local",
          root: "./local",
          // The offline stack runs in Node: real sockets, real files, the official Convex clients.
          environment: "node",
          include: ["src/**/*.test.ts"],
          ...sharedWorker(),
          testTimeout: 30_000,
          passWithNoTests: true,
        },
      },
      {
        plugins: [react(), compiledCopyPlugin()],
        test: {
          name: "web",
          root: "./web",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}"],
          ...sharedWorker("./src/test/setup.ts"),
          css: false,
          // The largest forms take seconds per test on a loaded CI machine (the journeys run alongside).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "web-build",
          root: "./web",
          // The member app's build steps (web/vite/), which run in Node.
          environment: "node",
          include: ["vite/**/*.test.ts"],
          ...sharedWorker(),
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: "admin",
          root: "./admin",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["./src/test/setup.ts"],
          css: false,
          // The largest forms take seconds per test on a loaded CI machine (the journeys run alongside).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "e2e",
          root: "./e2e",
          // Journeys in Debian's Chromium against the stack `npm start` runs (started once, own ports).
          environment: "node",
          include: ["**/*.e2e.test.ts"],
          globalSetup: ["./globalSetup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One browser journey at a time: the machine has two cores and the stack is shared.
          fileParallelism: false,
        },
      },
    ],
  },
});
