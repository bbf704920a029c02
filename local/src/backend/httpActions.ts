/**
 * HTTP actions (`convex/http.ts`, when the project has one) served on their own port, as Convex serves
 * them on the `.convex.site` origin. convex-test's `t.fetch` would show handlers `https://some.convex.site`
 * as the URL; here they get the request's real URL (webhook signature checks and redirects need it).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  httpActionGeneric,
  type GenericActionCtx,
  type GenericDataModel,
  type GenericSchema,
  type UserIdentity,
} from "convex/server";
import type { Authenticator } from "./auth";
import type { Engine } from "./engine";
import { readBody } from "./httpUtil";
import { moduleKeyOf, type ModuleMap } from "./modules";

type HttpHandler = (ctx: GenericActionCtx<GenericDataModel>, request: Request) => Promise<Response>;
type Router = { lookup(path: string, method: string): [unknown, string, string] | null };
const MAX_BODY = 20 * 1024 * 1024;

function handlerOf(func: unknown): HttpHandler {
  const f = func as { _handler?: HttpHandler };
  return f._handler ?? (func as HttpHandler);
}

export function createHttpActions<S extends GenericSchema>(
  engine: Engine<S>,
  modules: ModuleMap,
  authenticate: Authenticator,
  whenDurable: () => Promise<void>,
) {
  const key = moduleKeyOf(modules, "http");

  async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
    }
    const method = req.method ?? "GET";
    const body = method === "GET" || method === "HEAD" ? undefined : new Uint8Array(await readBody(req, MAX_BODY));
    return new Request(new URL(req.url ?? "/", origin), { method, headers, body });
  }

  async function identityOf(request: Request): Promise<UserIdentity | null> {
    const match = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "");
    return match === null ? null : await authenticate(match[1] ?? "");
  }

  return async function handle(req: IncomingMessage, res: ServerResponse, origin: string): Promise<void> {
    let response: Response;
    try {
      const router =
        key === null ? null : (((await modules[key]?.()) as { default?: Router } | undefined)?.default ?? null);
      const request = await toRequest(req, origin);
      const found = router?.lookup(new URL(request.url).pathname, request.method) ?? null;
      if (found === null) {
        response = new Response(
          router === null
            ? "This project has no HTTP actions (convex/http.ts)"
            : `No HttpAction routed for ${new URL(request.url).pathname}`,
          { status: 404 },
        );
      } else {
        const identity = await identityOf(request);
        const t = identity === null ? engine.t : engine.t.withIdentity(identity);
        const action = httpActionGeneric((ctx, r) =>
          handlerOf(found[0])(
            {
              ...ctx,
              runQuery: t.query,
              runMutation: t.mutation,
              runAction: t.action,
              auth: { getUserIdentity: async () => identity },
            } as GenericActionCtx<GenericDataModel>,
            r,
          ),
        );
        const invokable = action as unknown as { invokeHttpAction(r: Request): Promise<Response> };
        response = await engine.inContext(() => invokable.invokeHttpAction(request));
        // A webhook's sender takes the answer as "saved": answer only once its writes are on disk.
        await whenDurable();
      }
    } catch (e) {
      console.error("HTTP action failed:", e);
      response = new Response("Internal Server Error", { status: 500 });
    }
    const headers: Record<string, string[]> = {};
    response.headers.forEach((value, name) => (headers[name] ??= []).push(value));
    res.writeHead(response.status, headers);
    res.end(Buffer.from(await response.arrayBuffer()));
  };
}
