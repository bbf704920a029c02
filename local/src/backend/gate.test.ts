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
    // All three wait for the first turn of the event loop, so the write goes first.
    expect(events).toEqual(["w", "a start", "a end", "b start", "b end"]);
  });

  it.each<{ name: string; kinds: TurnKind[]; expected: string[] }>([
    {
      name: "a waiting write goes before waiting reads",
      kinds: ["read", "read", "write"],
      expected: ["write2", "read0", "read1"],
    },
    {
      name: "writes keep their order among themselves",
      kinds: ["write", "read", "write"],
      expected: ["write0", "write2", "read1"],
    },
    {
      name: "after 8 writes in a row a waiting read gets its turn",
      kinds: ["read", ...Array<TurnKind>(10).fill("write")],
      expected: [
        "write1",
        "write2",
        "write3",
        "write4",
        "write5",
        "write6",
        "write7",
        "write8",
        "read0",
        "write9",
        "write10",
      ],
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

  it("starts a turn from a turn of the event loop of its own, not from its caller's task (the loop polls first)", async () => {
    // Node accepts one new connection per turn of its event loop: turns started from their callers'
    // promise chains ran back to back in one turn of it, and new connections waited up to 35 s.
    const gate = createGate();
    const events: string[] = [];
    await new Promise<void>((done) => {
      setImmediate(() => {
        setTimeout(() => events.push("timer"), 0);
        const until = Date.now() + 5;
        while (Date.now() < until);
        void gate.run("read", async () => void events.push("turn")).then(done);
      });
    });
    expect(events).toEqual(["timer", "turn"]);
  });

  type Asked = { name: string; kind: TurnKind; urgent?: boolean; costMs?: number };
  /** Queue `asked` behind a turn held open, release it, and return the order they ran in. */
  async function orderOfReads(asked: Asked[], holdMs = 0): Promise<string[]> {
    // Reads age after 50 ms here (2 s in the backend).
    const gate = createGate({ agedReadMs: 50 });
    const order: string[] = [];
    let release = () => {};
    const holder = gate.run("write", () => new Promise<void>((resolve) => (release = resolve)));
    await tick();
    const turns = asked.map(({ name, kind, urgent, costMs }) =>
      gate.run(kind, async () => void order.push(name), { urgent, costMs }),
    );
    if (holdMs > 0) await new Promise((r) => setTimeout(r, holdMs));
    release();
    await Promise.all([holder, ...turns]);
    return order;
  }

  it.each<{ name: string; asked: Asked[]; expected: string[] }>([
    {
      name: "an urgent read (a member waits for their own write) goes before ordinary reads, after writes",
      asked: [
        { name: "page", kind: "read", costMs: 1 },
        { name: "own", kind: "read", urgent: true, costMs: 5 },
        { name: "write", kind: "write" },
      ],
      expected: ["write", "own", "page"],
    },
    {
      name: "among ordinary reads the cheapest goes first",
      asked: [
        { name: "page", kind: "read", costMs: 4 },
        { name: "me", kind: "read", costMs: 0.5 },
        { name: "two pages", kind: "read", costMs: 8 },
      ],
      expected: ["me", "page", "two pages"],
    },
    {
      name: "among urgent reads the cheapest goes first too (a member's own profile before members' pages)",
      asked: [
        { name: "own page", kind: "read", urgent: true, costMs: 6 },
        { name: "approved me", kind: "read", urgent: true, costMs: 1 },
        { name: "page", kind: "read", costMs: 4 },
      ],
      expected: ["approved me", "own page", "page"],
    },
    {
      name: "after 8 urgent reads in a row an ordinary read gets its turn",
      asked: [
        { name: "page", kind: "read", costMs: 4 },
        ...Array.from({ length: 9 }, (_, i) => ({ name: `own${i}`, kind: "read" as const, urgent: true })),
      ],
      expected: ["own0", "own1", "own2", "own3", "own4", "own5", "own6", "own7", "page", "own8"],
    },
  ])("$name", async ({ asked, expected }) => {
    expect(await orderOfReads(asked)).toEqual(expected);
  });

  it("lets an ordinary read that has waited long go before cheaper ones, so none starves (urgent ones still first)", async () => {
    const order = await orderOfReads(
      [
        { name: "page", kind: "read", costMs: 9 },
        { name: "me", kind: "read", costMs: 0.5 },
        { name: "own", kind: "read", urgent: true },
      ],
      80,
    );
    // All three have aged by then: the urgent one, then the ordinary ones oldest first.
    expect(order).toEqual(["own", "page", "me"]);
  });

  it("runs waiting writes back to back in one turn of the event loop, so their commits share one fsync", async () => {
    const gate = createGate();
    const events: string[] = [];
    let release = () => {};
    const holder = gate.run("read", () => new Promise<void>((resolve) => (release = resolve)));
    await tick();
    const writes = [0, 1, 2].map((i) =>
      gate.run("write", async () => {
        if (i === 0) setImmediate(() => events.push("the loop turned"));
        events.push(`w${i}`);
      }),
    );
    release();
    await Promise.all([holder, ...writes]);
    await tick();
    expect(events).toEqual(["w0", "w1", "w2", "the loop turned"]);
  });

  it("promotes a waiting read to urgent once its connection's member sends a mutation", async () => {
    const gate = createGate();
    const order: string[] = [];
    let release = () => {};
    let memberWaits = false;
    const holder = gate.run("write", () => new Promise<void>((resolve) => (release = resolve)));
    await tick();
    const turns = [
      gate.run("read", async () => void order.push("own refresh"), { urgent: () => memberWaits, costMs: 9 }),
      gate.run("read", async () => void order.push("cheap"), { costMs: 1 }),
      gate.run("read", async () => void order.push("urgent"), { urgent: true, costMs: 5 }),
    ];
    memberWaits = true;
    release();
    await Promise.all([holder, ...turns]);
    expect(order).toEqual(["urgent", "own refresh", "cheap"]);
  });

  it("does not let aged ordinary reads keep an urgent one waiting", async () => {
    // Under load every ordinary read ages; when aged reads went first, urgent ones waited 8 s.
    const order = await orderOfReads(
      [
        { name: "own", kind: "read", urgent: true },
        ...[1, 2, 3].map((i) => ({ name: `page${i}`, kind: "read" as const, costMs: 4 })),
      ],
      80,
    );
    expect(order).toEqual(["own", "page1", "page2", "page3"]);
  });
});
