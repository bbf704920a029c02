/**
 * The local Convex backend: the project's unmodified `convex/` functions on convex-test's engine, behind
 * Convex's sync protocol (WebSocket), its HTTP API, file storage, and HTTP actions on a second port.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { rm } from "node:fs/promises";
import { resolve } from "node:path";
import type { GenericMutationCtx, UserIdentity } from "convex/server";
import type { DataModel } from "../../../convex/_generated/dataModel";
import { jsonToConvex, convexToJson, type Value } from "convex/values";
import schema from "../../../convex/schema";
import { createAuthenticator, toUserIdentity, type VerifiedIdentity, type VerifyToken } from "./auth";
import { createEngine } from "./engine";
import { createHttpActions } from "./httpActions";
import { createHttpApi } from "./httpApi";
import { sendJson } from "./httpUtil";
import { journalMiddleware } from "./journal";
import { buildModuleMap } from "./modules";
import { DamagedDataError } from "./commitLog";
import { createPersistence } from "./persist";
import { createGate, type TurnTimings } from "./gate";
import { createQueryCache } from "./queryCache";
import { createRegistry } from "./registry";
import { createRunner } from "./runner";
import { resumeScheduledJobs, startCrons } from "./scheduler";
import { createStorage } from "./storage";
import { createSyncServer, type SyncServer } from "./sync";

export type { VerifiedIdentity, VerifyToken };

export type BackendOptions = {
  /** Main port (sync, HTTP API, storage, extra handlers); 3210 by default, 0 for any free port. */
  port?: number;
  /** HTTP actions port; 3211 by default, 0 for any free port. */
  httpActionsPort?: number;
  /** Where data and files persist; `./.data` by default. */
  dataDir?: string;
  /** Delete the data folder first and start empty. */
  fresh?: boolean;
  /** Compact the commit log into a snapshot past this many bytes (tests use a small figure). */
  compactLogBytes?: number;
  /** Tokens are accepted only from this issuer (the local identity's). */
  localIssuer: string;
  verifyToken: VerifyToken;
  /** Tried first for every HTTP request on the main port; return true when handled. */
  extraHandlers?: Array<(req: IncomingMessage, res: ServerResponse) => Promise<boolean>>;
  /** Environment variables the functions see through `process.env`. */
  env?: Record<string, string>;
  /** The `convex/` folder; the project's by default. */
  convexDir?: string;
  log?: (message: string, error?: unknown) => void;
};

export type BackendStats = {
  commits: number;
  queryRuns: number;
  queryCacheHits: number;
  connections: number;
  /** Milliseconds from each recent mutation's start to its commit being on disk, oldest first (at most 10,000). */
  mutationMs: number[];
  /** Recent turns on the engine: how long each waited for it and held it, by kind. */
  turns: TurnTimings;
};

/** Recent mutation times kept for stats(). */
const KEPT_MUTATION_TIMES = 10_000;

/** Start-up stopped on a damaged data file: the message names the file and the ways out. */
export class DataStartError extends Error {}

export type AdminCall = { identity?: VerifiedIdentity };

export type Backend = {
  /** `http://127.0.0.1:<port>`, what ConvexClient/ConvexReactClient/ConvexHttpClient take. */
  url: string;
  /** `http://127.0.0.1:<httpActionsPort>`, the HTTP actions origin (Convex's `.convex.site`). */
  siteUrl: string;
  /** Run any function (internal ones too) as an admin, or as `identity`; for seeding and scripts. */
  runQuery<R = unknown>(udfPath: string, args?: Record<string, Value>, options?: AdminCall): Promise<R>;
  runMutation<R = unknown>(udfPath: string, args?: Record<string, Value>, options?: AdminCall): Promise<R>;
  runAction<R = unknown>(udfPath: string, args?: Record<string, Value>, options?: AdminCall): Promise<R>;
  /** Run raw database code in one transaction (seeding); its commit notifies subscribers like any other. */
  run<R>(handler: (ctx: GenericMutationCtx<DataModel>) => Promise<R>): Promise<R>;
  /** Resolves once every commit so far is on disk. */
  flush(): Promise<void>;
  /** Counters for benchmarks: commits, query runs, cache hits. */
  stats(): BackendStats;
  /** The sync server (tests use its hooks to simulate lost connections). */
  sync: SyncServer;
  close(): Promise<void>;
};

function listen(server: Server, port: number, what: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once("error", (e: NodeJS.ErrnoException) =>
      reject(
        e.code === "EADDRINUSE"
          ? new Error(`Port ${port} (${what}) is already in use: stop whatever uses it or choose another port.`)
          : e,
      ),
    );
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      resolvePort(typeof address === "object" && address !== null ? address.port : port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
}

export async function startBackend(options: BackendOptions): Promise<Backend> {
  const log = options.log ?? ((m: string, e?: unknown) => console.error(`[backend] ${m}`, e ?? ""));
  for (const [name, value] of Object.entries(options.env ?? {})) process.env[name] = value;
  const dataDir = resolve(options.dataDir ?? ".data");
  if (options.fresh === true) await rm(dataDir, { recursive: true, force: true });

  const modules = buildModuleMap(options.convexDir);
  const engine = await createEngine(schema, modules);
  const registry = createRegistry(modules);
  const persistence = createPersistence(engine, dataDir, {
    log,
    ...(options.compactLogBytes === undefined ? {} : { compactLogBytes: options.compactLogBytes }),
  });
  const gate = createGate();
  const mutationMs: number[] = [];
  const runner = createRunner(engine, registry, {
    whenDurable: () => persistence.whenDurable(),
    gate,
    onMutationDone: (ms) => {
      mutationMs.push(ms);
      if (mutationMs.length > KEPT_MUTATION_TIMES) mutationMs.shift();
    },
  });
  const authenticate = createAuthenticator(options.localIssuer, options.verifyToken);
  let url = "";
  const storage = createStorage(
    engine,
    () => url,
    () => persistence.whenDurable(),
  );
  engine.useSyscall(journalMiddleware);
  engine.useSyscall(storage.middleware);

  try {
    await persistence.restore();
  } catch (e) {
    if (!(e instanceof DamagedDataError)) throw e;
    throw new DataStartError(
      `${e.message}.\nNothing was changed. Either move the data folder ${dataDir} away (keep it: the other files may help recover ` +
        `the data) and start again, or start with --fresh (npm start -- --fresh) to begin with empty data (this deletes ${dataDir}).`,
    );
  }

  // LOCAL_BACKEND_TRACE_SUBSCRIPTIONS=1 logs each cached result a commit drops, and which read it wrote into.
  const trace =
    process.env.LOCAL_BACKEND_TRACE_SUBSCRIPTIONS === "1"
      ? (udfPath: string, ts: bigint, reason: string) => log(`commit ${ts} re-runs ${udfPath}: it wrote into ${reason}`)
      : null;
  const queries = createQueryCache(runner, gate, engine.lastCommitTs, trace);
  const sync = createSyncServer({
    runner,
    queries,
    whenDurable: (ts) => persistence.whenDurable(ts),
    authenticate,
    lastCommitTs: engine.lastCommitTs,
    log,
  });
  let commits = 0;
  // convex-test's timers for scheduled functions cannot be cancelled: after close, their commits are ignored.
  const stopListening = engine.onCommit((commit) => {
    commits += 1;
    persistence.record(commit);
    sync.notifyCommit(commit);
  });

  const httpApi = createHttpApi({ runner, authenticate, lastCommitTs: engine.lastCommitTs });
  const handlers = [...(options.extraHandlers ?? []), httpApi, storage.handle];
  const main = createServer((req, res) => {
    void (async () => {
      for (const handler of handlers) if (await handler(req, res)) return;
      sendJson(res, 404, { code: "NotFound", message: `No route for ${req.method ?? "GET"} ${req.url ?? "/"}` });
    })().catch((e: unknown) => {
      log("request failed", e);
      if (!res.headersSent) sendJson(res, 500, { code: "InternalServerError", message: "Internal server error" });
      else res.destroy();
    });
  });
  sync.attach(main);

  const httpActions = createHttpActions(engine, modules, authenticate, () => persistence.whenDurable());
  let siteUrl = "";
  const site = createServer((req, res) => void httpActions(req, res, siteUrl));

  const port = await listen(main, options.port ?? 3210, "local Convex backend");
  url = `http://127.0.0.1:${port}`;
  let sitePort: number;
  try {
    sitePort = await listen(site, options.httpActionsPort ?? 3211, "local Convex HTTP actions");
  } catch (e) {
    await closeServer(main);
    throw e;
  }
  siteUrl = `http://127.0.0.1:${sitePort}`;
  // Convex sets CONVEX_SITE_URL itself to the deployment's HTTP actions origin (photo and unsubscribe links);
  // so does this backend, with its own port, replacing whatever an earlier backend in this process set.
  process.env.CONVEX_SITE_URL = siteUrl;

  await resumeScheduledJobs(engine);
  const stopCrons = await startCrons(engine, modules, log);

  async function admin<R>(
    kind: "query" | "mutation" | "action",
    udfPath: string,
    args: Record<string, Value> = {},
    call: AdminCall = {},
  ): Promise<R> {
    const identity: UserIdentity | null = call.identity === undefined ? null : toUserIdentity(call.identity);
    const { outcome } = await runner.run({ kind, udfPath, args: convexToJson(args), identity, allowInternal: true });
    if (!outcome.ok)
      throw Object.assign(
        new Error(outcome.message),
        outcome.errorData === undefined ? {} : { data: jsonToConvex(outcome.errorData) },
      );
    return jsonToConvex(outcome.value) as R;
  }

  let closed = false;
  return {
    url,
    siteUrl,
    runQuery: (path, args, call) => admin("query", path, args, call),
    runMutation: (path, args, call) => admin("mutation", path, args, call),
    runAction: (path, args, call) => admin("action", path, args, call),
    run: (handler) => engine.t.run(handler),
    flush: () => persistence.flush(),
    stats: () => ({
      commits,
      queryRuns: queries.stats.runs,
      queryCacheHits: queries.stats.hits,
      connections: sync.connectionCount(),
      mutationMs: [...mutationMs],
      turns: gate.timings(),
    }),
    sync,
    async close() {
      if (closed) return;
      closed = true;
      stopCrons();
      stopListening();
      await sync.close();
      await Promise.all([closeServer(main), closeServer(site)]);
      await persistence.close();
    },
  };
}
