import { describe, expect, it, vi } from "vitest";
import type { UserIdentity } from "convex/server";
import { createGate } from "./gate";
import type { ServerMessage } from "./protocol";
import { createQueryCache } from "./queryCache";
import { ReadSet } from "./readSet";
import type { Call, RunResult, Runner } from "./runner";
import { Session } from "./session";

/** A session over a fake engine: queries wait until `releaseQueries`; mutations answer at once. */
function sessionOverFakeEngine() {
  let releaseQueries = () => {};
  const queriesReleased = new Promise<void>((resolve) => (releaseQueries = resolve));
  const mutationIdentities: Array<string | undefined> = [];
  const runner: Runner = {
    async run(call: Call): Promise<RunResult> {
      if (call.kind === "query") await queriesReleased;
      else mutationIdentities.push(call.identity?.subject);
      return { outcome: { ok: true, value: call.kind }, journal: null, kind: call.kind, reads: new ReadSet() };
    },
  };
  const queries = createQueryCache(runner, createGate(), () => 1n);
  const sent: ServerMessage[] = [];
  const identityOf = async (token: string): Promise<UserIdentity> => ({
    tokenIdentifier: `test|${token}`,
    subject: token,
    issuer: "test",
  });
  const session = new Session({
    runner,
    queries,
    whenDurable: async () => {},
    authenticate: identityOf,
    lastCommitTs: () => 1n,
    send: (message) => sent.push(message),
    dedupeMutation: (_sessionId, _requestId, run) => run(),
    log: () => {},
  });
  session.handle({ type: "Connect", sessionId: "s1", connectionCount: 0, lastCloseReason: null });
  return { session, sent, releaseQueries, mutationIdentities };
}

describe("Session: mutations beside the queue of Transitions", () => {
  it("acknowledges a mutation while the connection's query re-run is still under way, then sends the Transition that resolves it", async () => {
    const { session, sent, releaseQueries } = sessionOverFakeEngine();
    session.handle({
      type: "ModifyQuerySet",
      baseVersion: 0,
      newVersion: 1,
      modifications: [{ type: "Add", queryId: 0, udfPath: "members:me", args: [{}] }],
    });
    session.handle({ type: "Mutation", requestId: 0, udfPath: "members:update", args: [{}] });
    // Before: the mutation waited in the connection's queue behind the query run.
    await vi.waitFor(() => expect(sent.map((m) => m.type)).toEqual(["MutationResponse"]), { timeout: 2000 });
    releaseQueries();
    // The client resolves the mutation only on a Transition that follows its response.
    await vi.waitFor(() => expect(sent.map((m) => m.type)).toEqual(["MutationResponse", "Transition", "Transition"]));
  });

  it("runs a mutation with the identity of the Authenticate sent before it, and mutations in the order sent", async () => {
    const { session, mutationIdentities } = sessionOverFakeEngine();
    session.handle({ type: "Authenticate", tokenType: "User", value: "ravi", baseVersion: 0 });
    session.handle({ type: "Mutation", requestId: 0, udfPath: "members:update", args: [{}] });
    session.handle({ type: "Authenticate", tokenType: "User", value: "sita", baseVersion: 1 });
    session.handle({ type: "Mutation", requestId: 1, udfPath: "members:update", args: [{}] });
    session.handle({ type: "Mutation", requestId: 2, udfPath: "members:update", args: [{}] });
    await vi.waitFor(() => expect(mutationIdentities).toEqual(["ravi", "sita", "sita"]));
  });
});
