/**
 * The HTTP API that ConvexHttpClient uses: POST /api/query, /api/mutation, /api/action (and /api/function),
 * JSON `{path, args: [obj], format}`, `Authorization: Bearer <jwt>`; errors answered with status 560 as Convex does.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { UserIdentity } from "convex/server";
import type { JSONValue } from "convex/values";
import type { Authenticator } from "./auth";
import { readBody, sendJson, setCors, STATUS_UDF_FAILED, HttpError, pathOf } from "./httpUtil";
import { encodeTs } from "./protocol";
import type { FunctionKind } from "./registry";
import type { Runner } from "./runner";

const ROUTES: Record<string, FunctionKind | "any"> = {
  "/api/query": "query",
  "/api/mutation": "mutation",
  "/api/action": "action",
  "/api/function": "any",
};
const MAX_BODY = 8 * 1024 * 1024;

type Body = { path?: unknown; args?: unknown };

export function createHttpApi(deps: { runner: Runner; authenticate: Authenticator; lastCommitTs(): bigint }) {
  async function identityOf(req: IncomingMessage): Promise<UserIdentity | null> {
    const header = req.headers.authorization;
    if (header === undefined || header === "") return null;
    const match = /^Bearer (.+)$/.exec(header);
    if (match === null)
      throw new HttpError(401, "Only `Authorization: Bearer <token>` is accepted by the local backend");
    const identity = await deps.authenticate(match[1] ?? "");
    if (identity === null)
      throw new HttpError(401, "Could not verify token claim: invalid or expired token, or unknown issuer");
    return identity;
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const path = pathOf(req);
    const kind = ROUTES[path];
    if (kind === undefined && path !== "/api/query_ts") return false;
    setCors(req, res);
    if (req.method === "OPTIONS") {
      res.writeHead(204).end();
      return true;
    }
    if (req.method !== "POST") {
      sendJson(res, 405, { code: "MethodNotAllowed", message: "Use POST" });
      return true;
    }
    try {
      if (kind === undefined) {
        sendJson(res, 200, { ts: encodeTs(deps.lastCommitTs()) });
        return true;
      }
      const identity = await identityOf(req);
      const body = JSON.parse((await readBody(req, MAX_BODY)).toString("utf8")) as Body;
      if (typeof body.path !== "string") throw new HttpError(400, "Missing function `path`");
      // Absent arguments mean `{}`; anything else (null too) goes to argument validation.
      const given: unknown = Array.isArray(body.args) ? body.args[0] : body.args;
      const args = given === undefined ? {} : given;
      const { outcome } = await deps.runner.run({ kind, udfPath: body.path, args: args as JSONValue, identity });
      if (outcome.ok) sendJson(res, 200, { status: "success", value: outcome.value, logLines: [] });
      else
        sendJson(res, STATUS_UDF_FAILED, {
          status: "error",
          errorMessage: outcome.message,
          logLines: [],
          ...(outcome.errorData !== undefined ? { errorData: outcome.errorData } : {}),
        });
    } catch (e) {
      const status = e instanceof HttpError ? e.status : 400;
      sendJson(res, status, {
        code: status === 401 ? "Unauthenticated" : "BadRequest",
        message: e instanceof Error ? e.message : String(e),
      });
    }
    return true;
  };
}
