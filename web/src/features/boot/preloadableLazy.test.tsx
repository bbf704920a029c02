import { act, render, screen } from "@testing-library/react";
import { Suspense, useEffect, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { preloadableLazy, type ComponentModule, type PreloadableLazy } from "./preloadableLazy";

/** A loader whose module arrives when the test says (or fails, when it says so). */
function deferredLoader() {
  const calls: { resolve(): void; reject(error: Error): void }[] = [];
  const load = () =>
    new Promise<ComponentModule<{ name: string }>>((resolve, reject) => {
      calls.push({ resolve: () => resolve({ default: ({ name }) => <p>Hello {name}</p> }), reject });
    });
  return { load, calls };
}

/** Suspense's fallback, counting the times it was drawn. */
function tracked() {
  const drawn = { count: 0 };
  function Fallback() {
    useEffect(() => {
      drawn.count += 1;
    }, []);
    return <p>loading</p>;
  }
  return { drawn, fallback: <Fallback /> };
}

/** The component inside a Suspense boundary with `fallback`. */
function drawInSuspense(Greeting: PreloadableLazy<{ name: string }>, fallback: ReactNode) {
  render(
    <Suspense fallback={fallback}>
      <Greeting name="Ravi" />
    </Suspense>,
  );
}

describe("preloadableLazy", () => {
  it("once preloaded, draws at once: its Suspense boundary never shows the fallback", async () => {
    const { load, calls } = deferredLoader();
    const Greeting = preloadableLazy(load);
    const preloaded = Greeting.preload();
    calls[0]?.resolve();
    await preloaded;
    const { drawn, fallback } = tracked();
    drawInSuspense(Greeting, fallback);
    expect(screen.getByText("Hello Ravi")).toBeInTheDocument();
    expect(drawn.count).toBe(0);
    expect(calls).toHaveLength(1);
  });

  it("while the boot preloads it, draws its stand-in without suspending, then itself", async () => {
    const { load, calls } = deferredLoader();
    const Greeting = preloadableLazy(load, <p>stand-in</p>);
    const booting = Greeting.preloadAtBoot();
    const { drawn, fallback } = tracked();
    drawInSuspense(Greeting, fallback);
    expect(screen.getByText("stand-in")).toBeInTheDocument();
    await act(async () => {
      calls[0]?.resolve();
      await booting;
    });
    expect(await screen.findByText("Hello Ravi")).toBeInTheDocument();
    expect(drawn.count).toBe(0);
    expect(calls).toHaveLength(1);
  });

  it("after a failed boot preload, loads again as a lazy component (its stand-in staying meanwhile)", async () => {
    const { load, calls } = deferredLoader();
    const Greeting = preloadableLazy(load, <p>stand-in</p>);
    const booting = Greeting.preloadAtBoot().catch(() => undefined);
    const { fallback } = tracked();
    drawInSuspense(Greeting, fallback);
    await act(async () => {
      calls[0]?.reject(new Error("offline"));
      await booting;
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(calls).toHaveLength(2);
    expect(screen.getByText("stand-in")).toBeInTheDocument();
    await act(async () => {
      calls[1]?.resolve();
      await Promise.resolve();
    });
    expect(await screen.findByText("Hello Ravi")).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it("not preloaded (a link followed to a page not fetched yet), suspends like lazy()", async () => {
    const { load, calls } = deferredLoader();
    const Greeting = preloadableLazy(load, <p>stand-in</p>);
    const { drawn, fallback } = tracked();
    drawInSuspense(Greeting, fallback);
    expect(screen.getByText("loading")).toBeInTheDocument();
    expect(screen.queryByText("stand-in")).toBeNull();
    await act(async () => {
      calls[0]?.resolve();
      await Promise.resolve();
    });
    expect(await screen.findByText("Hello Ravi")).toBeInTheDocument();
    expect(drawn.count).toBe(1);
  });
});
