/**
 * The patch of convex's useQueries (patches/convex+1.48.0.patch, applied by `npm install`'s postinstall):
 * a component whose queries' answers are already on the client renders once when it mounts, not twice.
 * Unpatched, useQueries gave its subscription a new results object each time it was read, and the
 * subscription's effect, seeing a "change", rendered every component with a query again right after it
 * mounted: on /home, the navbar's counts, the guards and every card, before the first paint.
 */
import { render } from "@testing-library/react";
import { ConvexProvider, type ConvexReactClient, useQuery } from "convex/react";
import { makeFunctionReference } from "convex/server";
import { act, Profiler, useState } from "react";
import { describe, expect, it, vi } from "vitest";

vi.unmock("convex/react");

/** A Convex client holding answers already (as the boot's queries leave them) and able to push a new one. */
function clientWith(answers: Record<string, unknown>) {
  const listeners = new Set<() => void>();
  const client = {
    watchQuery: (query: unknown) => {
      const name = (query as Record<symbol, string>)[Symbol.for("functionName")];
      return {
        onUpdate: (callback: () => void) => {
          listeners.add(callback);
          return () => listeners.delete(callback);
        },
        localQueryResult: () => answers[name ?? ""],
        journal: () => undefined,
      };
    },
  };
  const push = (name: string, value: unknown) => {
    answers[name] = value;
    listeners.forEach((listener) => listener());
  };
  return { client: client as unknown as ConvexReactClient, push };
}

const unread = makeFunctionReference<"query", Record<string, never>, number>("notifications:unread");

function Count() {
  const count = useQuery(unread, {});
  return <span>{count === undefined ? "…" : count}</span>;
}

describe("useQuery with its answer on the client", () => {
  it("renders once on mount, and again when the answer changes", async () => {
    const { client, push } = clientWith({ "notifications:unread": 3 });
    const renders = vi.fn();
    let view!: ReturnType<typeof render>;
    await act(async () => {
      view = render(
        <ConvexProvider client={client}>
          <Profiler id="count" onRender={renders}>
            <Count />
          </Profiler>
        </ConvexProvider>,
      );
    });
    expect(view.container).toHaveTextContent("3");
    expect(renders).toHaveBeenCalledTimes(1);

    await act(async () => push("notifications:unread", 4));
    expect(view.container).toHaveTextContent("4");
    expect(renders).toHaveBeenCalledTimes(2);
  });

  it("keeps working when the component's arguments change", async () => {
    const { client } = clientWith({ "notifications:unread": 7 });
    function Toggle() {
      const [on, setOn] = useState(true);
      const count = useQuery(unread, on ? {} : "skip");
      return (
        <button type="button" onClick={() => setOn((v) => !v)}>
          {count === undefined ? "skipped" : count}
        </button>
      );
    }
    const view = render(
      <ConvexProvider client={client}>
        <Toggle />
      </ConvexProvider>,
    );
    expect(view.container).toHaveTextContent("7");
    await act(async () => view.getByRole("button").click());
    expect(view.container).toHaveTextContent("skipped");
    await act(async () => view.getByRole("button").click());
    expect(view.container).toHaveTextContent("7");
  });
});
