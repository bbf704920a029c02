/**
 * The first setup file of every project that runs its files in one shared worker (`isolate: false` in
 * vitest.config.ts). Vitest then keeps every evaluated module from one test file to the next, so a module's
 * own state (a cache, a loaded flag, an import a file mocked) would carry over. Dropping the evaluated
 * source modules here makes each file import the app's code afresh, as an isolated run does, while the
 * worker, its environment and the packages under node_modules (React, Mantine, jsdom) stay loaded: that
 * reuse is what the shared worker saves.
 */
import { vi } from "vitest";

vi.resetModules();
