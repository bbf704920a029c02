/**
 * The sync endpoint (`ws://HOST/api/<convex version>/sync`): one Session per socket, every commit fanned
 * out to every session, pings so clients keep the socket, and mutation de-duplication across reconnects.
 */
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import type { Authenticator } from "./auth";
import { encodeServerMessage, parseClientMessage } from "./protocol";
import type { Commit } from "./documents";
import type { QueryCache } from "./queryCache";
import type { Runner } from "./runner";
import { Session, type MutationOutcome } from "./session";

const SYNC_PATH = /^\/api\/[^/]+\/sync$/;
/** Clients reconnect after 60 s without a message; ping well within that. */
const PING_INTERVAL_MS = 15_000;
/** Outcomes remembered per client session, for mutations re-sent after a reconnect. */
const REMEMBERED_MUTATIONS = 1_000;

/** Convex's limit on a function's arguments (16 MiB), plus room for the message around them. */
export const MAX_MESSAGE_BYTES = 16 * 1024 * 1024 + 64 * 1024;

export type SyncOptions = {
  runner: Runner;
  queries: QueryCache;
  whenDurable(ts: bigint): Promise<void>;
  authenticate: Authenticator;
  lastCommitTs(): bigint;
  log(message: string, error?: unknown): void;
};

export function createSyncServer(options: SyncOptions) {
  // Frames over the limit are refused by ws as they arrive (close 1009), before they are buffered whole.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const sockets = new Map<WebSocket, Session>();
  const mutations = new Map<string, Map<number, Promise<MutationOutcome>>>();
  const hooks: { beforeMutationResponse?: (sessionId: string, requestId: number) => void } = {};

  function dedupeMutation(
    sessionId: string,
    requestId: number,
    run: () => Promise<MutationOutcome>,
  ): Promise<MutationOutcome> {
    let seen = mutations.get(sessionId);
    if (seen === undefined) mutations.set(sessionId, (seen = new Map()));
    const known = seen.get(requestId);
    if (known !== undefined) return known;
    const promise = run();
    seen.set(requestId, promise);
    if (seen.size > REMEMBERED_MUTATIONS) seen.delete(seen.keys().next().value as number);
    return promise;
  }

  wss.on("connection", (ws: WebSocket) => {
    const session = new Session({
      runner: options.runner,
      queries: options.queries,
      whenDurable: options.whenDurable,
      authenticate: options.authenticate,
      lastCommitTs: options.lastCommitTs,
      dedupeMutation,
      beforeMutationResponse: (sessionId, requestId) => hooks.beforeMutationResponse?.(sessionId, requestId),
      send: (message) => {
        if (ws.readyState === ws.OPEN) ws.send(encodeServerMessage(message));
      },
      log: options.log,
    });
    sockets.set(ws, session);
    ws.on("message", (data, isBinary) => {
      if (isBinary) return;
      try {
        session.handle(parseClientMessage(data.toString()));
      } catch (e) {
        options.log("bad client message", e);
        ws.close(1002, "malformed message");
      }
    });
    ws.on("close", () => {
      session.close();
      sockets.delete(ws);
    });
    ws.on("error", () => ws.terminate());
  });

  const ping = setInterval(() => {
    for (const ws of sockets.keys()) if (ws.readyState === ws.OPEN) ws.send(encodeServerMessage({ type: "Ping" }));
  }, PING_INTERVAL_MS);
  ping.unref();

  return {
    hooks,
    /** Route HTTP upgrades for the sync path; returns false for other paths. */
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
      const path = new URL(req.url ?? "/", "http://localhost").pathname;
      if (!SYNC_PATH.test(path)) return false;
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req));
      return true;
    },
    attach(server: Server): void {
      server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
        if (!this.handleUpgrade(req, socket, head)) socket.destroy();
      });
    },
    /** After each commit: drop the results it may change; refresh only the connections that watch them. */
    notifyCommit(commit: Commit): void {
      const dropped = options.queries.invalidate(commit);
      for (const session of sockets.values()) {
        const affected = session.affectedBy(dropped);
        if (affected !== "no") session.requestRefresh(affected === "directly");
      }
    },
    /** Drop every socket without a close handshake (tests: simulate a lost connection). */
    dropAll(): void {
      for (const ws of sockets.keys()) ws.terminate();
    },
    connectionCount: () => sockets.size,
    async close(): Promise<void> {
      clearInterval(ping);
      for (const [ws, session] of sockets) {
        session.close();
        ws.terminate();
      }
      sockets.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

export type SyncServer = ReturnType<typeof createSyncServer>;
