/**
 * One WebSocket connection of the sync protocol. Its state changes and Transitions go through one serial
 * task queue, so every Transition starts at the version the client holds ("Invalid start version"
 * otherwise). Mutations run in their own chain, in the order sent and with the identity of the
 * Authenticate sent before them, and are answered once durable, without waiting behind the queue's
 * query re-runs; a Transition queued after each answer resolves it on the client (which resolves a
 * mutation only on a Transition that follows its response).
 */
import type { UserIdentity } from "convex/server";
import type { JSONValue } from "convex/values";
import type { Authenticator } from "./auth";
import type { ClientMessage, QueryJournal, ServerMessage, StateModification, StateVersion } from "./protocol";
import { queryKey, type QueryCache } from "./queryCache";
import type { Outcome, RunResult, Runner } from "./runner";

type Subscription = {
  queryId: number;
  udfPath: string;
  args: JSONValue;
  journal: QueryJournal;
  lastSent: string | null;
  /** The shared result last sent (results are immutable once cached): the same one needs no comparing. */
  lastSentResult: RunResult | null;
  /** Its query cache key, kept while identity and journal stay the same (checked on every commit). */
  key: { identity: UserIdentity | null; journal: QueryJournal; value: string } | null;
};

export type MutationOutcome = { outcome: Outcome; ts: bigint };

export type SessionDeps = {
  runner: Runner;
  /** Shared query results, invalidated by the commits that write into their reads. */
  queries: QueryCache;
  /** Resolves once the commit at `ts` is on disk: nothing is shown before it is durable. */
  whenDurable(ts: bigint): Promise<void>;
  authenticate: Authenticator;
  lastCommitTs(): bigint;
  send(message: ServerMessage): void;
  /** Run a mutation once per (sessionId, requestId), even when a reconnected client sends it again. */
  dedupeMutation(sessionId: string, requestId: number, run: () => Promise<MutationOutcome>): Promise<MutationOutcome>;
  /** Called after a mutation's outcome is known and before it is sent (tests drop the socket here). */
  beforeMutationResponse?(sessionId: string, requestId: number): void;
  log(message: string, error?: unknown): void;
};

export class Session {
  private version: StateVersion = { querySet: 0, identity: 0, ts: 0n };
  private readonly queries = new Map<number, Subscription>();
  private identity: UserIdentity | null = null;
  private sessionId = "";
  private queue: Promise<void> = Promise.resolve();
  /** Mutations, one after another in the order sent (apart from the queue of Transitions). */
  private mutations: Promise<void> = Promise.resolve();
  /** Mutations sent and not yet answered with a Transition: while any is, this connection's reads are urgent. */
  private ownWrites = 0;
  /** A commit wrote a document one of this connection's queries looked up directly, not yet refreshed. */
  private directChange = false;
  /** Resolves once the last Authenticate sent has set the identity (mutations after it wait for it). */
  private identitySet: Promise<void> = Promise.resolve();
  private refreshQueued = false;
  private closed = false;

  constructor(private readonly deps: SessionDeps) {}

  get id(): string {
    return this.sessionId;
  }

  close(): void {
    this.closed = true;
  }

  /** Queue a task; the queue never stops on a failed task. */
  private enqueue(task: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(task).catch((e: unknown) => this.deps.log("sync task failed", e));
    return this.queue;
  }

  private send(message: ServerMessage): void {
    if (!this.closed) this.deps.send(message);
  }

  handle(message: ClientMessage): void {
    switch (message.type) {
      case "Connect":
        this.sessionId = message.sessionId;
        return;
      case "ModifyQuerySet":
        void this.enqueue(() => this.modifyQuerySet(message));
        return;
      case "Authenticate": {
        let identitySet = () => {};
        this.identitySet = new Promise<void>((resolve) => (identitySet = resolve));
        void this.enqueue(() => this.authenticate(message, identitySet));
        return;
      }
      case "Mutation": {
        const identitySet = this.identitySet;
        this.ownWrites += 1;
        this.mutations = this.mutations
          .then(() => identitySet)
          .then(() => this.mutation(message.requestId, message.udfPath, argsOf(message.args)))
          .catch((e: unknown) => this.deps.log("mutation task failed", e));
        return;
      }
      case "Action":
        void this.action(message.requestId, message.udfPath, argsOf(message.args));
        return;
      case "Event":
        return;
    }
  }

  /**
   * Whether a commit dropped (or the cache no longer holds) any of this connection's query results, and
   * whether it wrote a document one of them looked up directly (see ReadSet.touchesDirectly).
   */
  affectedBy(dropped: ReadonlyMap<string, boolean>): "no" | "yes" | "directly" {
    let affected: "no" | "yes" | "directly" = "no";
    for (const sub of this.queries.values()) {
      const key = this.keyOf(sub);
      if (dropped.get(key) === true) return "directly";
      if (dropped.has(key) || !this.deps.queries.has(key)) affected = "yes";
    }
    return affected;
  }

  private keyOf(sub: Subscription): string {
    if (sub.key === null || sub.key.identity !== this.identity || sub.key.journal !== sub.journal) {
      sub.key = {
        identity: this.identity,
        journal: sub.journal,
        value: queryKey({ udfPath: sub.udfPath, args: sub.args, identity: this.identity, journal: sub.journal }),
      };
    }
    return sub.key.value;
  }

  /**
   * After a commit that may change this connection's queries: refresh (coalesced while one is waiting).
   * `direct`: the commit wrote a document one of them looked up directly (the member's own profile,
   * approved by an admin); its read turn is then urgent, as after the member's own write: a change to
   * what they look at directly is not kept waiting behind every viewer's page of matches.
   */
  requestRefresh(direct = false): void {
    this.directChange ||= direct;
    if (this.refreshQueued || this.closed) return;
    this.refreshQueued = true;
    void this.enqueue(async () => {
      this.refreshQueued = false;
      await this.refresh(false, {});
    });
  }

  private async modifyQuerySet(message: Extract<ClientMessage, { type: "ModifyQuerySet" }>): Promise<void> {
    if (message.baseVersion !== this.version.querySet) {
      this.send({
        type: "FatalError",
        error: `Base version ${message.baseVersion} does not match ${this.version.querySet}`,
      });
      return;
    }
    const removed: StateModification[] = [];
    for (const mod of message.modifications) {
      if (mod.type === "Add") {
        this.queries.set(mod.queryId, {
          queryId: mod.queryId,
          udfPath: mod.udfPath,
          args: argsOf(mod.args),
          journal: mod.journal ?? null,
          lastSent: null,
          lastSentResult: null,
          key: null,
        });
      } else {
        this.queries.delete(mod.queryId);
        removed.push({ type: "QueryRemoved", queryId: mod.queryId });
      }
    }
    await this.refresh(true, { querySet: message.newVersion }, removed);
  }

  private async authenticate(
    message: Extract<ClientMessage, { type: "Authenticate" }>,
    identitySet: () => void,
  ): Promise<void> {
    try {
      await this.authenticateNow(message, identitySet);
    } finally {
      identitySet();
    }
  }

  private async authenticateNow(
    message: Extract<ClientMessage, { type: "Authenticate" }>,
    identitySet: () => void,
  ): Promise<void> {
    let identity: UserIdentity | null = null;
    if (message.tokenType === "User") {
      identity = await this.deps.authenticate(message.value ?? "");
      if (identity === null) {
        this.send({
          type: "AuthError",
          error: "Could not verify token claim: invalid or expired token, or unknown issuer",
          baseVersion: message.baseVersion,
          authUpdateAttempted: true,
        });
        return;
      }
    } else if (message.tokenType === "Admin") {
      this.send({
        type: "AuthError",
        error: "Admin keys are not accepted by the local backend",
        baseVersion: message.baseVersion,
        authUpdateAttempted: true,
      });
      return;
    }
    this.identity = identity;
    identitySet();
    // Every query's result may depend on the identity: forget what was sent, so all are re-sent.
    for (const q of this.queries.values()) {
      q.lastSent = null;
      q.lastSentResult = null;
    }
    await this.refresh(true, { identity: message.baseVersion + 1 });
  }

  private async mutation(requestId: number, udfPath: string, args: JSONValue): Promise<void> {
    const identity = this.identity;
    let result: MutationOutcome;
    try {
      result = await this.deps.dedupeMutation(this.sessionId, requestId, async () => {
        const { outcome } = await this.deps.runner.run({ kind: "mutation", udfPath, args, identity });
        return { outcome, ts: this.deps.lastCommitTs() };
      });
    } catch (e) {
      this.ownWrites -= 1;
      throw e;
    }
    this.deps.beforeMutationResponse?.(this.sessionId, requestId);
    const { outcome, ts } = result;
    if (outcome.ok) {
      this.send({ type: "MutationResponse", requestId, success: true, result: outcome.value, ts, logLines: [] });
      // The client resolves a mutation only on a Transition received after its response, reaching `ts`
      // (it checks completed mutations on Transitions only): queue one, even if empty. The next
      // mutation need not wait for it. Until it is sent, this connection's reads are urgent.
      void this.enqueue(() => this.refresh(true, {})).finally(() => (this.ownWrites -= 1));
    } else {
      this.ownWrites -= 1;
      this.send({
        type: "MutationResponse",
        requestId,
        success: false,
        result: outcome.message,
        logLines: [],
        ...errorDataOf(outcome),
      });
    }
  }

  private async action(requestId: number, udfPath: string, args: JSONValue): Promise<void> {
    const { outcome } = await this.deps.runner.run({ kind: "action", udfPath, args, identity: this.identity });
    await this.enqueue(async () => {
      if (outcome.ok)
        this.send({ type: "ActionResponse", requestId, success: true, result: outcome.value, logLines: [] });
      else
        this.send({
          type: "ActionResponse",
          requestId,
          success: false,
          result: outcome.message,
          logLines: [],
          ...errorDataOf(outcome),
        });
    });
  }

  /**
   * Gather every query's result at one commit (results no commit touched come from the shared cache; the
   * rest run in one read turn) and send a Transition with what changed, or an empty one when `force`
   * (version changes the client waits for), once that commit is on disk.
   */
  private async refresh(
    force: boolean,
    versionChange: Partial<StateVersion>,
    extra: StateModification[] = [],
  ): Promise<void> {
    if (this.closed) return;
    const subs = [...this.queries.values()];
    const identity = this.identity;
    // This refresh answers the direct changes so far; one that comes while it waits makes it urgent too.
    const direct = this.directChange;
    this.directChange = false;
    const { results: gathered, ts } = await this.deps.queries.gather(
      subs.map((sub) => ({ udfPath: sub.udfPath, args: sub.args, identity, journal: sub.journal })),
      () => this.ownWrites > 0 || direct || this.directChange,
    );
    const results = subs.map((sub, i) => ({ sub, result: gathered[i] as RunResult }));
    await this.deps.whenDurable(ts);
    if (this.closed) return;
    const modifications: StateModification[] = [...extra];
    for (const { sub, result } of results) {
      if (!this.queries.has(sub.queryId) || result === sub.lastSentResult) continue;
      const { outcome, journal } = result;
      const key = JSON.stringify([outcome, journal]);
      sub.lastSentResult = result;
      if (key === sub.lastSent) continue;
      sub.lastSent = key;
      sub.journal = journal;
      modifications.push(
        outcome.ok
          ? { type: "QueryUpdated", queryId: sub.queryId, value: outcome.value, logLines: [], journal }
          : {
              type: "QueryFailed",
              queryId: sub.queryId,
              errorMessage: outcome.message,
              logLines: [],
              journal,
              ...errorDataOf(outcome),
            },
      );
    }
    const endVersion: StateVersion = {
      ...this.version,
      ...versionChange,
      ts: ts > this.version.ts ? ts : this.version.ts,
    };
    if (modifications.length === 0 && !force) return;
    this.send({ type: "Transition", startVersion: this.version, endVersion, modifications });
    this.version = endVersion;
  }
}

/** A function's arguments from the protocol's one-element array; absent means `{}`, null is validated. */
function argsOf(args: JSONValue[]): JSONValue {
  const first = args[0];
  return first === undefined ? {} : first;
}

function errorDataOf(outcome: Outcome): { errorData?: JSONValue } {
  return !outcome.ok && outcome.errorData !== undefined ? { errorData: outcome.errorData } : {};
}
