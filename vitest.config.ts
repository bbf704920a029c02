import react from "@vitejs/plugin-react";
import { compiledCopyPlugin } from "./web/vite/compiledCopy";
import { defineConfig } from "vitest/config";

// One vitest run covers every package; each package is a project with its own environment.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "shared",
          root: "./shared",
          environment: "node",
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
          setupFiles: ["./test.setup.ts"],
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
          setupFiles: ["./src/test/setup.ts"],
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
