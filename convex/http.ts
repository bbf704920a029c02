/**
 * HTTP routes (served on the deployment's `.convex.site` origin; locally on :3211):
 * - POST /razorpay/webhook: Razorpay's signed events (Premium granted when Checkout's confirm did not).
 * - POST /api/payment/create-payment (+ OPTIONS preflight): the /paye test page's ₹1 payment link.
 * - GET and POST /notifications/unsubscribe: a mail's signed one-click unsubscribe link.
 * - GET /photos: a member photo or thumbnail through a short-lived signed link (model/members/photoLinks.ts).
 * - GET /verification-files: an ID photo or selfie for an admin, the same way (model/verification/fileLinks.ts).
 * - GET and POST /whatsapp/webhook: Meta's verification handshake, and its signed events (STOP replies, statuses).
 */
import { httpRouter } from "convex/server";
import { en } from "@matrimony/shared/messages";
import { internal } from "./_generated/api";
import { env } from "./_generated/server";
import { httpAction } from "./functions";
import { razorpayKeys, webhookSecret } from "./model/payments/razorpayApi";
import { verifyHmacSha256Hex } from "./model/hmacSignature";
import {
  allowedOrigins,
  checkTestPaymentRequest,
  corsHeaders,
  MAX_TEST_PAYMENT_BODY,
  TEST_PAYMENT,
} from "./model/payments/razorpayTestPayment";
import { parseRefundEvent, parseWebhookEvent } from "./model/payments/razorpayWebhook";
import { clientKey, rateLimitedError } from "./model/limits";
import { UNSUBSCRIBE_PATH, verifyUnsubscribe } from "./model/notifications/unsubscribe";
import { confirmPage, donePage, invalidPage } from "./model/notifications/unsubscribePage";
import { PHOTO_PATH, verifyPhotoLink } from "./model/members/photoLinks";
import { VERIFICATION_FILE_PATH, verifyVerificationFileLink } from "./model/verification/fileLinks";
import { newChallenge, proofBits, solvedChallenge } from "./model/payments/testPaymentProof";
import { parseWebhook, verificationChallenge, verifySignature } from "./model/whatsapp/webhook";

/** Razorpay's and Meta's events are a few kilobytes; anything far larger is not one. */
const MAX_WEBHOOK_BODY = 256 * 1024;

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

/** The body's exact bytes, or null when it is larger than `max` (declared or actual). */
async function bodyBytes(request: Request, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (Number(request.headers.get("content-length") ?? "0") > max) return null;
  const bytes = new Uint8Array(await request.arrayBuffer());
  return bytes.length > max ? null : bytes;
}

/**
 * Verify `X-Razorpay-Signature` over the raw bytes before anything is read or written; a bad signature
 * is a 400 with no change. Every verified event is answered 200 quickly (also the ignored and repeated
 * ones), since a non-2xx answer only makes Razorpay deliver the same event again.
 */
const razorpayWebhook = httpAction(async (ctx, request) => {
  const secret = webhookSecret();
  if (secret === null) {
    console.error("Razorpay webhook refused: RAZORPAY_WEBHOOK_SECRET is not set");
    return json(503, { error: "webhook not configured" });
  }
  const body = await bodyBytes(request, MAX_WEBHOOK_BODY);
  if (body === null) return json(413, { error: "body too large" });
  const signature = request.headers.get("x-razorpay-signature") ?? "";
  if (!(await verifyHmacSha256Hex(secret, body, signature))) return json(400, { error: "invalid signature" });
  const raw = new TextDecoder().decode(body);
  const headerId = request.headers.get("x-razorpay-event-id")?.trim() ?? "";
  const eventId = headerId === "" || headerId.length > 100 ? null : headerId;
  const refund = parseRefundEvent(raw);
  if (refund !== null) {
    const outcome = await ctx.runMutation(internal.payments.applyRefundWebhookEvent, { eventId, refund });
    return json(200, { status: outcome });
  }
  const payment = parseWebhookEvent(raw);
  if (payment === null) return json(200, { status: "ignored" });
  const outcome = await ctx.runMutation(internal.payments.applyWebhookEvent, { eventId, payment });
  return json(200, { status: outcome });
});

function corsFor(request: Request): Record<string, string> | "refused" {
  const origins = allowedOrigins({ APP_ORIGIN: env.APP_ORIGIN, LOCAL_AUTH_ISSUER: env.LOCAL_AUTH_ISSUER });
  return corsHeaders(request.headers.get("origin"), origins);
}

/**
 * The test page's call (SPEC §7): `{ amount, name, phoneNumber }` → `{ success: true, paymentUrl }`, or
 * `{ success: false, error, field? }` with 400 (bad input), 403 (another site's page), 413, 428 (a proof of
 * work is needed: `proof: { challenge, bits }`, to send back as `proof: { challenge, nonce }`), 429 (the
 * account's limit), 503 (payments not configured) or 502 (Razorpay failed).
 */
const createPayment = httpAction(async (ctx, request) => {
  const cors = corsFor(request);
  if (cors === "refused") return json(403, { success: false, error: en["testPayment.originNotAllowed"] });
  const answer = (status: number, body: Record<string, unknown>) => json(status, body, cors);
  const raw = await bodyBytes(request, MAX_TEST_PAYMENT_BODY);
  if (raw === null) return answer(413, { success: false, error: en["testPayment.invalidBody"] });
  const checked = checkTestPaymentRequest(new TextDecoder().decode(raw));
  if (!checked.ok)
    return answer(400, { success: false, error: checked.error, ...(checked.field ? { field: checked.field } : {}) });
  if (razorpayKeys() === null) return answer(503, { success: false, error: en["payment.unavailable"] });
  // Each link is a Razorpay API call: limited per account, or paid for with a proof of work past a few free
  // ones (model/payments/testPaymentProof.ts), after the input is known good.
  const askForProof = () =>
    answer(428, {
      success: false,
      error: en["testPayment.proofRequired"],
      proof: { challenge: newChallenge(Date.now()), bits: proofBits() },
    });
  const identity = await ctx.auth.getUserIdentity();
  const { proof } = checked.value;
  const solved = proof === null ? null : solvedChallenge(proof, Date.now());
  // A proof that does not hold (wrong, late, not our challenge) is asked for again, never paid from the free links.
  if (identity === null && proof !== null && solved === null) return askForProof();
  const token = await ctx.runMutation(internal.limits.takeTestPaymentToken, {
    account: identity?.tokenIdentifier ?? null,
    client: clientKey(request),
    solvedChallenge: solved,
  });
  if (!token.ok && "proofRequired" in token) return askForProof();
  if (!token.ok) {
    const { message, retryAfter } = rateLimitedError("limit.testPayment", token.retryAt).data;
    return json(429, { success: false, error: message, retryAfter }, { ...cors, "Retry-After": String(retryAfter) });
  }
  const link = await ctx.runAction(internal.paymentsNode.createRazorpayPaymentLink, {
    amountPaise: TEST_PAYMENT.amountPaise,
    currency: TEST_PAYMENT.currency,
    description: TEST_PAYMENT.description,
    name: checked.value.name,
    contact: checked.value.contact,
  });
  if (!link.ok) return answer(502, { success: false, error: en["payment.providerFailed"] });
  return answer(200, { success: true, paymentUrl: link.shortUrl });
});

const createPaymentPreflight = httpAction(async (_ctx, request) => {
  const cors = corsFor(request);
  return cors === "refused" ? new Response(null, { status: 403 }) : new Response(null, { status: 204, headers: cors });
});

function html(status: number, body: string): Response {
  return new Response(body, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
      "Referrer-Policy": "no-referrer",
    },
  });
}

/**
 * The one-click unsubscribe link of every mail (model/notifications/unsubscribe.ts), without
 * signing in: the signature must cover the member, the topic and the language, or nothing changes. GET
 * shows a confirmation (link scanners open links); POST (its button, or a mail app's RFC 8058
 * `List-Unsubscribe=One-Click`) turns the topic off.
 */
const unsubscribe = httpAction(async (ctx, request) => {
  const url = new URL(request.url);
  const language = url.searchParams.get("l") === "te" ? "te" : "en";
  const claim = await verifyUnsubscribe(env.UNSUBSCRIBE_SECRET, url.searchParams);
  if (claim === null) return html(400, invalidPage(language));
  if (request.method === "GET")
    return html(200, confirmPage(claim.language, claim.topic, `${url.pathname}${url.search}`));
  const done = await ctx.runMutation(internal.notifications.unsubscribe, {
    profileId: claim.profileId,
    topic: claim.topic,
  });
  return done ? html(200, donePage(claim.language, claim.topic)) : html(400, invalidPage(claim.language));
});

function refused(status: 403 | 404): Response {
  return new Response(null, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * A photo behind a signed link: the signature and expiry first, then the viewer's right to the photo again
 * (block, privacy, staff row: photos.fileForLink), so a link handed out before a block or a privacy change
 * answers 403 at once. Browsers may keep the image only privately and only while the link lives.
 */
const photo = httpAction(async (ctx, request) => {
  const now = Date.now();
  const claim = await verifyPhotoLink(new URL(request.url).searchParams, now);
  if (claim === null) return refused(403);
  const file = await ctx.runQuery(internal.photos.fileForLink, {
    viewer: claim.viewer,
    photoId: claim.photoId,
    variant: claim.variant,
  });
  if (file === null) return refused(403);
  const blob = await ctx.storage.get(file.storageId);
  if (blob === null) return refused(404);
  const maxAge = Math.max(0, Math.floor((claim.expiresAtMs - now) / 1000));
  // A jatakam PDF is saved, not opened on this origin: a PDF can carry script, an image cannot.
  const download: Record<string, string> =
    file.contentType === "application/pdf" ? { "Content-Disposition": 'attachment; filename="jatakam.pdf"' } : {};
  return new Response(blob, {
    status: 200,
    headers: {
      "Content-Type": file.contentType,
      "Cache-Control": `private, max-age=${maxAge}`,
      "X-Content-Type-Options": "nosniff",
      // The member app and the console are on other origins than the HTTP actions.
      "Cross-Origin-Resource-Policy": "cross-origin",
      ...download,
    },
  });
});

/**
 * An ID photo or selfie behind a signed link made out to one admin: the signature and expiry, then that
 * admin's row again and the file still waiting (admin/verifications.fileForLink), so a link stops working
 * the moment its holder is no longer an admin or the file is decided. Never stored by the browser: a copy
 * of a member's ID should not stay in a staff machine's cache.
 */
const verificationFile = httpAction(async (ctx, request) => {
  const claim = await verifyVerificationFileLink(new URL(request.url).searchParams, Date.now());
  if (claim === null) return refused(403);
  const file = await ctx.runQuery(internal.admin.verifications.fileForLink, {
    email: claim.email,
    documentId: claim.documentId,
  });
  if (file === null) return refused(403);
  const blob = await ctx.storage.get(file.storageId);
  if (blob === null) return refused(404);
  return new Response(blob, {
    status: 200,
    headers: {
      "Content-Type": file.contentType,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      // The console is on another origin than the HTTP actions.
      "Cross-Origin-Resource-Policy": "cross-origin",
    },
  });
});

/**
 * Meta's verification handshake: echo `hub.challenge` when `hub.verify_token` is ours (WHATSAPP_WEBHOOK_VERIFY_TOKEN).
 */
const whatsappVerify = httpAction(async (_ctx, request) => {
  const challenge = verificationChallenge(env.WHATSAPP_WEBHOOK_VERIFY_TOKEN, new URL(request.url).searchParams);
  if (challenge === null) return refused(403);
  return new Response(challenge, {
    status: 200,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
});

/**
 * Meta's events: `X-Hub-Signature-256` over the raw bytes under WHATSAPP_APP_SECRET before anything is read;
 * a bad one is a 401 with no change. Every verified delivery is answered 200 (also what is ignored or
 * repeated), since anything else only makes Meta deliver it again.
 */
const whatsappWebhook = httpAction(async (ctx, request) => {
  const secret = env.WHATSAPP_APP_SECRET;
  if (!secret) {
    console.error("WhatsApp webhook refused: WHATSAPP_APP_SECRET is not set");
    return json(503, { error: "webhook not configured" });
  }
  const body = await bodyBytes(request, MAX_WEBHOOK_BODY);
  if (body === null) return json(413, { error: "body too large" });
  if (!(await verifySignature(secret, body, request.headers.get("x-hub-signature-256"))))
    return json(401, { error: "invalid signature" });
  const events = parseWebhook(new TextDecoder().decode(body));
  if (events === null || (events.messages.length === 0 && events.statuses.length === 0))
    return json(200, { status: "ignored" });
  const outcome = await ctx.runMutation(internal.whatsapp.applyWebhook, events);
  return json(200, { status: "ok", ...outcome });
});

const http = httpRouter();
http.route({ path: "/razorpay/webhook", method: "POST", handler: razorpayWebhook });
http.route({ path: "/api/payment/create-payment", method: "POST", handler: createPayment });
http.route({ path: "/api/payment/create-payment", method: "OPTIONS", handler: createPaymentPreflight });
http.route({ path: UNSUBSCRIBE_PATH, method: "GET", handler: unsubscribe });
http.route({ path: UNSUBSCRIBE_PATH, method: "POST", handler: unsubscribe });
http.route({ path: PHOTO_PATH, method: "GET", handler: photo });
http.route({ path: VERIFICATION_FILE_PATH, method: "GET", handler: verificationFile });
http.route({ path: "/whatsapp/webhook", method: "GET", handler: whatsappVerify });
http.route({ path: "/whatsapp/webhook", method: "POST", handler: whatsappWebhook });
export default http;
