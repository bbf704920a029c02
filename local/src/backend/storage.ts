/**
 * Convex file storage over local HTTP: upload URLs that accept a POST and answer `{storageId}`, file URLs
 * served with their content type. convex-test hard-codes `https://some-deployment.convex.cloud` in both;
 * the syscall middleware answers local URLs instead.
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { GenericId } from "convex/values";
import type { GenericSchema } from "convex/server";
import type { Engine, SyscallMiddleware } from "./engine";
import { isImageContentType, PHOTO_MAX_BYTES } from "@matrimony/shared/rules/photos";
import { HttpError, pathOf, readBody, sendJson, setCors } from "./httpUtil";

/** Uploads are photos: one larger than the photo limit is refused before it is stored. */
const MAX_UPLOAD_BYTES = PHOTO_MAX_BYTES;
const UPLOAD_TOKEN_TTL_MS = 60 * 60 * 1000;
const FILE_PATH = /^\/api\/storage\/([A-Za-z0-9_]+)$/;

export function createStorage<S extends GenericSchema>(
  engine: Engine<S>,
  baseUrl: () => string,
  whenDurable: () => Promise<void>,
) {
  const uploadTokens = new Map<string, number>();

  const middleware: SyscallMiddleware = async (op, jsonArgs, next) => {
    if (op === "1.0/storageGenerateUploadUrl") {
      const token = randomBytes(24).toString("base64url");
      uploadTokens.set(token, Date.now() + UPLOAD_TOKEN_TTL_MS);
      return JSON.stringify(`${baseUrl()}/api/storage/upload?token=${token}`);
    }
    if (op === "1.0/storageGetUrl") {
      const answer = JSON.parse(await next(op, jsonArgs)) as string | null;
      const { storageId } = JSON.parse(jsonArgs) as { storageId: string };
      return JSON.stringify(answer === null ? null : `${baseUrl()}/api/storage/${storageId}`);
    }
    return await next(op, jsonArgs);
  };

  function takeToken(token: string | null): void {
    const expires = token === null ? undefined : uploadTokens.get(token);
    if (token !== null) uploadTokens.delete(token);
    if (expires === undefined || expires < Date.now()) throw new HttpError(401, "Invalid or expired upload token");
  }

  async function upload(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    takeToken(url.searchParams.get("token"));
    const bytes = await readBody(req, MAX_UPLOAD_BYTES);
    const contentType = req.headers["content-type"] ?? "application/octet-stream";
    const blob = new Blob([new Uint8Array(bytes)], { type: contentType });
    const storageId = await engine.t.run(async (ctx) => {
      const id = await ctx.storage.store(blob);
      // convex-test 0.0.60 records no content type; Convex takes it from the upload's header.
      await (
        ctx.db as unknown as { patch(id: GenericId<"_storage">, value: { contentType: string }): Promise<void> }
      ).patch(id, { contentType });
      return id;
    });
    // The storage id is answered only once the file and its commit are on disk.
    await whenDurable();
    sendJson(res, 200, { storageId });
  }

  async function download(res: ServerResponse, storageId: string, head: boolean): Promise<void> {
    const meta = engine.readDocument(storageId);
    const file = meta === null || !storageId.endsWith("_storage") ? null : engine.readFile(storageId);
    if (meta === null || file === null) {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("File not found");
      return;
    }
    const contentType = typeof meta.contentType === "string" ? meta.contentType : "application/octet-stream";
    res.writeHead(200, {
      "Content-Type": contentType,
      "Content-Length": file.size,
      // A storage id always names the same bytes.
      "Cache-Control": "private, max-age=2592000, immutable",
      // Never sniffed into something runnable; anything but an accepted image is a download in a sandbox.
      "X-Content-Type-Options": "nosniff",
      ...(isImageContentType(contentType)
        ? {}
        : { "Content-Disposition": "attachment", "Content-Security-Policy": "sandbox" }),
    });
    if (head) res.end();
    else res.end(Buffer.from(await file.arrayBuffer()));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const path = pathOf(req);
    if (!path.startsWith("/api/storage/")) return false;
    setCors(req, res);
    try {
      if (req.method === "OPTIONS") res.writeHead(204).end();
      else if (path === "/api/storage/upload" && req.method === "POST")
        await upload(req, res, new URL(req.url ?? "/", "http://localhost"));
      else {
        const match = FILE_PATH.exec(path);
        if (match === null || (req.method !== "GET" && req.method !== "HEAD")) res.writeHead(404).end("Not found");
        else await download(res, match[1] ?? "", req.method === "HEAD");
      }
    } catch (e) {
      const status = e instanceof HttpError ? e.status : 500;
      if (!res.headersSent)
        sendJson(res, status, { code: "StorageError", message: e instanceof Error ? e.message : String(e) });
      else res.destroy();
    }
    return true;
  }

  return { middleware, handle };
}
