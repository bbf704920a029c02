/** The `/v1/...` REST API that the `razorpay` SDK calls, answering with Razorpay's shapes and status codes. */
import type { IncomingMessage, ServerResponse } from "node:http";
import { urlNotFound } from "./errors";
import { checkBasicAuth, readFields, sendJson } from "./http";
import type { Ledger } from "./ledger";
import { validateLink, validateOrder, validateRefund } from "./validate";

export interface RestContext {
  ledger: Ledger;
  keyId: string;
  keySecret: string;
}

/** Answers one `/v1/...` request; `path` starts after `/v1`. Errors are thrown as RazorpayError. */
export async function handleRest(
  ctx: RestContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> {
  checkBasicAuth(req, ctx.keyId, ctx.keySecret);
  const method = req.method ?? "GET";
  const parts = path.split("/").filter((part) => part !== "");
  const [resource, id, action] = parts;
  const { ledger } = ctx;

  if (resource === "orders" && method === "POST" && parts.length === 1) {
    return sendJson(res, 200, await ledger.createOrder(validateOrder(await readFields(req))));
  }
  if (resource === "orders" && method === "GET" && id !== undefined && parts.length === 2) {
    return sendJson(res, 200, ledger.order(id));
  }
  if (resource === "orders" && method === "GET" && id !== undefined && action === "payments" && parts.length === 3) {
    ledger.order(id);
    const items = ledger.paymentsOf(id);
    return sendJson(res, 200, { entity: "collection", count: items.length, items });
  }
  if (resource === "payments" && method === "GET" && id !== undefined && parts.length === 2) {
    return sendJson(res, 200, ledger.payment(id));
  }
  if (resource === "payments" && method === "POST" && id !== undefined && action === "capture" && parts.length === 3) {
    await readFields(req);
    ledger.capture(id);
  }
  if (resource === "payments" && method === "POST" && id !== undefined && action === "refund" && parts.length === 3) {
    return sendJson(res, 200, await ledger.refund(id, validateRefund(await readFields(req))));
  }
  if (resource === "payments" && method === "GET" && id !== undefined && action === "refunds" && parts.length === 3) {
    ledger.payment(id);
    const items = ledger.refundsOf(id);
    return sendJson(res, 200, { entity: "collection", count: items.length, items });
  }
  if (resource === "payment_links" && method === "POST" && parts.length === 1) {
    return sendJson(res, 200, await ledger.createLink(validateLink(await readFields(req))));
  }
  if (resource === "payment_links" && method === "GET" && id !== undefined && parts.length === 2) {
    return sendJson(res, 200, ledger.link(id));
  }
  throw urlNotFound();
}
