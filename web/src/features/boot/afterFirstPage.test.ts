import { expect, it } from "vitest";
import { firstPageDrawn, holdFirstPageUntil, markFirstPageDrawn } from "./afterFirstPage";

it("counts the first page as drawn once it has committed and what it was waiting for has come, even if that failed", async () => {
  let drawn = false;
  void firstPageDrawn.then(() => {
    drawn = true;
  });
  let arrive: () => void = () => undefined;
  holdFirstPageUntil(new Promise<void>((resolve) => (arrive = resolve)));
  holdFirstPageUntil(Promise.reject(new Error("the words did not come")));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(drawn).toBe(false);
  // The page's stand-in commits first: still waiting.
  markFirstPageDrawn();
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(drawn).toBe(false);
  arrive();
  await firstPageDrawn;
  expect(drawn).toBe(true);
});
