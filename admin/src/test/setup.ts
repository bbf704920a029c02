import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { installJsdomStubs } from "@matrimony/shared/test/jsdomStubs";

installJsdomStubs();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
