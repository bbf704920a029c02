/**
 * The wire format of Convex's WebSocket sync protocol (convex/browser/sync/protocol), server side.
 * Timestamps are u64 sent as 8 little-endian bytes in standard base64.
 */
import type { JSONValue } from "convex/values";

export type QueryJournal = string | null;

export type ClientMessage =
  | { type: "Connect"; sessionId: string; connectionCount: number; lastCloseReason: string | null; clientTs?: number }
  | {
      type: "ModifyQuerySet";
      baseVersion: number;
      newVersion: number;
      modifications: Array<
        | { type: "Add"; queryId: number; udfPath: string; args: JSONValue[]; journal?: QueryJournal }
        | { type: "Remove"; queryId: number }
      >;
    }
  | { type: "Mutation" | "Action"; requestId: number; udfPath: string; args: JSONValue[]; componentPath?: string }
  | { type: "Authenticate"; tokenType: "User" | "Admin" | "None"; value?: string; baseVersion: number }
  | { type: "Event"; eventType: string; event: unknown };

export type StateVersion = { querySet: number; identity: number; ts: bigint };

export type StateModification =
  | { type: "QueryUpdated"; queryId: number; value: JSONValue; logLines: string[]; journal: QueryJournal }
  | {
      type: "QueryFailed";
      queryId: number;
      errorMessage: string;
      logLines: string[];
      errorData?: JSONValue;
      journal: QueryJournal;
    }
  | { type: "QueryRemoved"; queryId: number };

export type ServerMessage =
  | { type: "Transition"; startVersion: StateVersion; endVersion: StateVersion; modifications: StateModification[] }
  | { type: "MutationResponse"; requestId: number; success: true; result: JSONValue; ts: bigint; logLines: string[] }
  | {
      type: "MutationResponse" | "ActionResponse";
      requestId: number;
      success: false;
      result: string;
      logLines: string[];
      errorData?: JSONValue;
    }
  | { type: "ActionResponse"; requestId: number; success: true; result: JSONValue; logLines: string[] }
  | { type: "AuthError"; error: string; baseVersion: number; authUpdateAttempted: boolean }
  | { type: "FatalError"; error: string }
  | { type: "Ping" };

export function encodeTs(ts: bigint): string {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(ts);
  return bytes.toString("base64");
}

function encodeVersion(v: StateVersion) {
  return { querySet: v.querySet, identity: v.identity, ts: encodeTs(v.ts) };
}

export function encodeServerMessage(message: ServerMessage): string {
  switch (message.type) {
    case "Transition":
      return JSON.stringify({
        ...message,
        startVersion: encodeVersion(message.startVersion),
        endVersion: encodeVersion(message.endVersion),
      });
    case "MutationResponse":
      return JSON.stringify(message.success ? { ...message, ts: encodeTs(message.ts) } : message);
    default:
      return JSON.stringify(message);
  }
}

export function parseClientMessage(text: string): ClientMessage {
  const message = JSON.parse(text) as ClientMessage;
  if (typeof message !== "object" || message === null || typeof message.type !== "string")
    throw new Error("Malformed client message");
  return message;
}
