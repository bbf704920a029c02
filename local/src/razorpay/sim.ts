/**
 * The simulator's own routes: `checkout.js`, Checkout's Pay and Fail calls, the payment link page, and the
 * webhook deliveries (listed and replayed, for tests and e2e).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { badRequest, idNotFound, invalidKey, RazorpayError } from "./errors";
import { answerPreflight, applyCors, readFields, sendJson, sendText } from "./http";
import { checkoutScript } from "./checkoutScript";
import type { Ledger, Payer } from "./ledger";
import { linkPage } from "./linkPage";
import { checkoutSignature, paymentLinkSignature } from "./signatures";
import type { WebhookSender } from "./webhooks";

export interface SimContext {
  ledger: Ledger;
  webhooks: WebhookSender;
  keyId: string;
  keySecret: string;
  publicBaseUrl: string;
  basePath: string;
  allowedOrigins: ReadonlySet<string>;
  log: (line: string) => void;
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** Checkout's calls name the order and the key; a key of another account is refused, as Checkout would. */
async function checkoutRequest(
  ctx: SimContext,
  req: IncomingMessage,
): Promise<{ orderId: string; payer: Payer; description: string | null }> {
  const body = await readFields(req);
  if (body.key !== ctx.keyId) throw invalidKey();
  const orderId = text(body.order_id);
  if (orderId === undefined) throw badRequest("The order id field is required.", "order_id");
  const payer: Payer = {};
  const email = text(body.email);
  const contact = text(body.contact);
  if (email !== undefined) payer.email = email;
  if (contact !== undefined) payer.contact = contact;
  return { orderId, payer, description: text(body.description) ?? null };
}

async function handleCheckout(
  ctx: SimContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<boolean> {
  if (applyCors(req, res, ctx.allowedOrigins) === "refused") {
    sendJson(res, 403, { error: { code: "BAD_REQUEST_ERROR", description: "Origin not allowed" } });
    return true;
  }
  if (req.method === "OPTIONS") {
    answerPreflight(res);
    return true;
  }
  const method = req.method ?? "GET";
  if (method === "POST" && path === "/sim/pay") {
    const { orderId, payer, description } = await checkoutRequest(ctx, req);
    const payment = await ctx.ledger.pay(orderId, payer, description);
    ctx.log(`razorpay-sim: ${orderId} paid by ${payment.id}`);
    sendJson(res, 200, {
      razorpay_payment_id: payment.id,
      razorpay_order_id: orderId,
      razorpay_signature: checkoutSignature(orderId, payment.id, ctx.keySecret),
    });
    return true;
  }
  if (method === "POST" && path === "/sim/fail") {
    const { orderId, payer, description } = await checkoutRequest(ctx, req);
    const payment = await ctx.ledger.fail(orderId, payer, description);
    ctx.log(`razorpay-sim: ${orderId} payment ${payment.id} failed`);
    // What Checkout hands to `payment.failed` listeners.
    sendJson(res, 200, {
      error: {
        code: payment.error_code,
        description: payment.error_description,
        source: payment.error_source,
        step: payment.error_step,
        reason: payment.error_reason,
        metadata: { order_id: orderId, payment_id: payment.id },
      },
    });
    return true;
  }
  if (method === "GET" && path === "/sim/deliveries") {
    sendJson(res, 200, { items: ctx.webhooks.list() });
    return true;
  }
  const replay = /^\/sim\/deliveries\/([A-Za-z0-9]+)\/redeliver$/.exec(path);
  if (method === "POST" && replay?.[1]) {
    const eventId = replay[1];
    if (!ctx.webhooks.list().some((item) => item.eventId === eventId)) throw idNotFound();
    sendJson(res, 200, await ctx.webhooks.redeliver(eventId));
    return true;
  }
  return false;
}

/** The link page posts forms to itself; a post from another origin is refused (no cross-site payments). */
function sameOrigin(ctx: SimContext, req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  return origin === undefined || origin === "null" || origin === new URL(ctx.publicBaseUrl).origin;
}

async function handleLink(ctx: SimContext, req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
  const match = /^\/pl\/(plink_[A-Za-z0-9]+)(?:\/(pay|fail))?$/.exec(path);
  const linkId = match?.[1];
  if (linkId === undefined) return false;
  const action = match?.[2];
  const page = (message: string | null, status = 200): void => {
    const html = linkPage(ctx.ledger.link(linkId), ctx.basePath, message);
    // form-action is left open: after Pay the browser follows a redirect to the merchant's callback_url.
    const csp = { "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'" };
    sendText(res, "text/html; charset=utf-8", html, csp, status);
  };
  if (action === undefined && req.method === "GET") {
    page(null);
    return true;
  }
  if (action === undefined || req.method !== "POST") return false;
  if (!sameOrigin(ctx, req)) {
    res.writeHead(403, { "Content-Type": "text/plain" }).end("Cross-origin form posts are refused.");
    return true;
  }
  await readFields(req);
  try {
    if (action === "fail") {
      await ctx.ledger.failLink(linkId);
      page("Payment failed. You can try again.");
      return true;
    }
    const { link, payment } = await ctx.ledger.payLink(linkId);
    if (link.callback_url === "") {
      page("Payment successful.");
      return true;
    }
    const target = new URL(link.callback_url);
    target.searchParams.set("razorpay_payment_id", payment.id);
    target.searchParams.set("razorpay_payment_link_id", link.id);
    target.searchParams.set("razorpay_payment_link_reference_id", link.reference_id);
    target.searchParams.set("razorpay_payment_link_status", link.status);
    target.searchParams.set("razorpay_signature", paymentLinkSignature(link, payment.id, ctx.keySecret));
    res.writeHead(303, { Location: target.toString(), "Cache-Control": "no-store" }).end();
    return true;
  } catch (err) {
    if (!(err instanceof RazorpayError)) throw err;
    page(err.message, 409);
    return true;
  }
}

/** Answers a simulator route; `path` is relative to the mount path. False when the path is not one. */
export async function handleSim(
  ctx: SimContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<boolean> {
  if (path === "/checkout.js" && (req.method === "GET" || req.method === "HEAD")) {
    sendText(res, "application/javascript; charset=utf-8", checkoutScript(ctx.publicBaseUrl), {
      "Access-Control-Allow-Origin": "*",
    });
    return true;
  }
  if (path.startsWith("/sim/")) return handleCheckout(ctx, req, res, path);
  if (path.startsWith("/pl/")) return handleLink(ctx, req, res, path);
  return false;
}
