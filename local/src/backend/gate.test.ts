import { describe, expect, it } from "vitest";
import { createGate, type TurnKind } from "./gate";

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Queue `kinds` behind a turn that is held open, release it, and return the order the turns ran in. */
async function orderOf(kinds: TurnKind[]): Promise<string[]> {
  const gate = createGate();
  const order: string[] = [];
  let release = () => {};
  const holder = gate.run("read", () => new Promise<void>((resolve) => (release = resolve)));
  await tick();
  const turns = kinds.map((kind, i) =>
    gate.run(kind, async () => {
      order.push(`${kind}${i}`);
      await tick();
    }),
  );
  release();
  await Promise.all([holder, ...turns]);
  return order;
}

describe("gate: turns on the engine", () => {
  it("runs one turn at a time: a turn's awaits do not let another in", async () => {
    const gate = createGate();
    const events: string[] = [];
    const turn = (name: string) =>
      gate.run("read", async () => {
        events.push(`${name} start`);
        await tick();
        await tick();
        events.push(`${name} end`);
      });
    await Promise.all([turn("a"), turn("b"), gate.run("write", async () => void events.push("w"))]);
    expect(events).toEqual(["a start", "a end", "w", "b start", "b end"]);
  });

  it.each<{ name: string; kinds: TurnKind[]; expected: string[] }>([
    { name: "a waiting write goes before waiting reads", kinds: ["read", "read", "write"], expected: ["write2", "read0", "read1"] },
    { name: "writes keep their order among themselves", kinds: ["write", "read", "write"], expected: ["write0", "write2", "read1"] },
    {
      name: "after 8 writes in a row a waiting read gets its turn",
      kinds: ["read", ...Array<TurnKind>(10).fill("write")],
      expected: ["write1", "write2", "write3", "write4", "write5", "write6", "write7", "write8", "read0", "write9", "write10"],
    },
  ])("$name", async ({ kinds, expected }) => {
    expect(await orderOf(kinds)).toEqual(expected);
  });

  it("passes a turn's failure to its caller and goes on with the next", async () => {
    const gate = createGate();
    const failed = gate.run("write", () => Promise.reject(new Error("boom")));
    const next = gate.run("read", async () => "next");
    await expect(failed).rejects.toThrow("boom");
    expect(await next).toBe("next");
  });

  it("lets the event loop poll between turns (a timer due meanwhile runs before the next turn)", async () => {
    const gate = createGate();
    const events: string[] = [];
    const first = gate.run("read", async () => {
      setTimeout(() => events.push("timer"), 0);
      const until = Date.now() + 5;
      while (Date.now() < until);
      events.push("first");
    });
    const second = gate.run("read", async () => void events.push("second"));
    await Promise.all([first, second]);
    expect(events).toEqual(["first", "timer", "second"]);
  });
});
