/**
 * The HTTP face of the identity: maps each route to the service, applies the origin rule to the auth
 * routes, and turns every failure into `{ error: { code, message } }`.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { en } from "@matrimony/shared";
import { allowOrigin, answerPreflight, checkOrigin } from "./cors";
import { badRequest, LocalIdentityError } from "./errors";
import { bearerToken, clientAddress, isLoopback, readJson, sendError, sendHtml, sendJson } from "./http";
import type { SigningKey } from "./keys";
import type { Mailbox } from "./mailbox";
import type { SmsOutbox } from "./smsOutbox";
import type { WhatsAppOutbox } from "./whatsappOutbox";
import { renderMailboxPage, renderMessagePage } from "./mailboxPage";
import { renderWhatsAppOutboxPage } from "./whatsappOutboxPage";
import { publicUser, type IdentityService, type MailLanguage } from "./service";
import { asBody, stringField, type Body } from "./validate";

/** A mail's extra headers: a flat object of short strings (List-Unsubscribe ...), or a clear error. */
function mailHeaders(value: unknown): Record<string, string> | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "object" || Array.isArray(value))
    throw new LocalIdentityError(400, "invalid_request", '"headers" must be an object of strings.');
  const entries = Object.entries(value);
  if (
    entries.length > 10 ||
    entries.some(([name, v]) => typeof v !== "string" || !/^[A-Za-z0-9-]{1,64}$/.test(name) || v.length > 2000)
  ) {
    throw new LocalIdentityError(
      400,
      "invalid_request",
      '"headers" must be at most 10 named headers with string values.',
    );
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

export interface RouterOptions {
  service: IdentityService;
  mailbox: Mailbox;
  /** Where the backend's SMS land in local mode: shown on /mailbox, and /sms-outbox.json. */
  smsOutbox: SmsOutbox;
  /** Where the backend's WhatsApp messages land in local mode: /whatsapp-outbox and /whatsapp-outbox.json. */
  whatsappOutbox: WhatsAppOutbox;
  key: SigningKey;
  issuer: string;
  allowedOrigins: readonly string[];
  /**
   * Shared secret of the server-to-server admin routes (`POST <issuer>/admin/delete-user`), which the
   * backend's identity-deletion action presents as a Bearer token. Unset: those routes do not exist.
   */
  adminSecret?: string;
  log: (line: string) => void;
}

type Handler = (req: IncomingMessage, body: Body) => Promise<{ status?: number; body: unknown }>;

const OK = { body: { ok: true } };

/** Compares digests, so neither the secret's length nor its first differing byte shows in the timing. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return given !== "" && timingSafeEqual(digest(given), digest(expected));
}

/** The language of a mail the request asks for: "en" (also when absent) or "te"; anything else is refused. */
function mailLanguage(body: Body): MailLanguage {
  const value = body.language;
  if (value === undefined || value === null) return "en";
  if (value === "en" || value === "te") return value;
  throw badRequest("invalid_request", '"language" must be "en" or "te".');
}

export function createRouter(o: RouterOptions): (req: IncomingMessage, res: ServerResponse) => Promise<boolean> {
  const { service } = o;
  // The routes live under the issuer's path, so `${issuer}/.well-known/...` is where Convex looks.
  const base = new URL(o.issuer).pathname.replace(/\/+$/, "");
  const origins = new Set(o.allowedOrigins);
  const caller = (req: IncomingMessage) => service.authenticate(bearerToken(req));

  const get: Record<string, Handler> = {
    "/.well-known/openid-configuration": async () => ({
      body: {
        issuer: o.issuer,
        jwks_uri: `${o.issuer}/.well-known/jwks.json`,
        id_token_signing_alg_values_supported: ["RS256"],
        response_types_supported: ["id_token"],
        subject_types_supported: ["public"],
        claims_supported: ["iss", "aud", "sub", "iat", "exp", "email", "email_verified", "name", "sid"],
      },
    }),
    "/.well-known/jwks.json": async () => ({ body: { keys: [o.key.publicJwk] } }),
    "/me": async (req) => ({ body: { user: publicUser((await caller(req)).user) } }),
  };

  const post: Record<string, Handler> = {
    "/sign-up": async (req, b) => ({
      status: 201,
      body: await service.signUp(
        stringField(b, "email"),
        stringField(b, "password"),
        stringField(b, "name"),
        clientAddress(req),
      ),
    }),
    "/sign-in": async (req, b) => ({
      body: await service.signIn(stringField(b, "email"), stringField(b, "password"), clientAddress(req)),
    }),
    "/send-verification": async (req) => (await service.resendVerification(await caller(req)), OK),
    "/refresh": async (_req, b) => ({ body: await service.refresh(stringField(b, "refreshToken")) }),
    "/sign-out": async (_req, b) => (await service.signOut(stringField(b, "refreshToken")), OK),
    "/forgot-password": async (_req, b) => (await service.forgotPassword(stringField(b, "email"), mailLanguage(b)), OK),
    "/reset-password": async (_req, b) => (
      await service.resetPassword(stringField(b, "token"), stringField(b, "newPassword")), OK
    ),
    "/change-password": async (req, b) => (
      await service.changePassword(await caller(req), stringField(b, "currentPassword"), stringField(b, "newPassword")),
      OK
    ),
    "/reauthenticate": async (req, b) => (
      await service.checkPassword(await caller(req), stringField(b, "password"), en["login.fillAllFields"]), OK
    ),
    "/delete-account": async (req, b) => (
      await service.deleteAccount(await caller(req), stringField(b, "password")), OK
    ),
  };

  /**
   * What Clerk's Backend API is in production, for the admin console's member deletion: called by the
   * backend (server to server, never a browser, so any Origin is refused) with the shared secret.
   */
  const admin: Record<string, Handler> = {
    "/admin/delete-user": async (_req, b) => {
      const userId = stringField(b, "userId");
      const email = stringField(b, "email");
      if (userId === "" && email === "")
        throw new LocalIdentityError(400, "invalid_request", "Send the userId or the email of the account.");
      const deleted = userId !== "" ? await service.deleteUserById(userId) : await service.deleteUserByEmail(email);
      return { body: { ok: true, deleted } };
    },
    /**
     * SMS the backend sends (codes, "approved"; convex/model/sms): delivered to the outbox, as MSG91 would send them.
     */
    "/admin/send-sms": async (_req, b) => {
      const to = stringField(b, "to").trim();
      const template = stringField(b, "template").trim();
      const language = stringField(b, "language").trim();
      const text = stringField(b, "text");
      if (!/^\+\d{8,15}$/.test(to) || template === "" || text === "")
        throw new LocalIdentityError(400, "invalid_request", "Send to (E.164), template and text.");
      await o.smsOutbox.deliver({ to, template, language: language === "te" ? "te" : "en", text });
      return { body: { ok: true } };
    },
    /** WhatsApp template messages the backend sends (convex/model/whatsapp): delivered as Meta's Cloud API would. */
    "/admin/send-whatsapp": async (_req, b) => {
      const to = stringField(b, "to").trim();
      const template = stringField(b, "template").trim();
      const language = stringField(b, "language").trim();
      const text = stringField(b, "text");
      const idempotencyKey = stringField(b, "idempotencyKey");
      const raw = b["parameters"];
      const parameters = Array.isArray(raw) && raw.every((p): p is string => typeof p === "string") ? raw : null;
      if (
        !/^\+\d{8,15}$/.test(to) ||
        !/^[a-z0-9_]+$/.test(template) ||
        (language !== "te" && language !== "en") ||
        text === "" ||
        parameters === null
      ) {
        throw new LocalIdentityError(
          400,
          "invalid_request",
          "Send to (E.164), template, language (te or en), parameters and text.",
        );
      }
      const message = await o.whatsappOutbox.deliver({
        to,
        template,
        language,
        parameters,
        text,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      });
      return { body: { ok: true, id: message.id } };
    },
    /** Mail the backend sends (staff invitations): delivered to the mailbox, as Clerk's mail would be. */
    "/admin/send-mail": async (_req, b) => {
      const to = stringField(b, "to").trim().toLowerCase();
      const subject = stringField(b, "subject");
      const text = stringField(b, "text");
      const link = stringField(b, "link");
      if (to === "" || subject === "" || text === "")
        throw new LocalIdentityError(400, "invalid_request", "Send to, subject and text.");
      // Notification mails also bring their HTML, their List-Unsubscribe headers and an
      // idempotency key: a second mail with the same key is not delivered again, as Resend does.
      const html = stringField(b, "html");
      const idempotencyKey = stringField(b, "idempotencyKey");
      const headers = mailHeaders(b["headers"]);
      const mail = await o.mailbox.deliver({
        to,
        subject,
        text,
        ...(link ? { link } : {}),
        ...(html ? { html } : {}),
        ...(headers ? { headers } : {}),
        ...(idempotencyKey ? { idempotencyKey } : {}),
      });
      return { body: { ok: true, id: mail.id } };
    },
  };

  async function serveAdmin(req: IncomingMessage, res: ServerResponse, route: string): Promise<void> {
    const handler = admin[route];
    if (!handler || o.adminSecret === undefined || o.adminSecret === "")
      throw new LocalIdentityError(404, "not_found", "No such identity route.");
    if (req.headers.origin !== undefined)
      throw new LocalIdentityError(403, "origin_not_allowed", "Admin routes are not for browsers.");
    if (req.method !== "POST")
      throw new LocalIdentityError(405, "method_not_allowed", `${req.method ?? "?"} is not allowed here.`);
    if (!sameSecret(bearerToken(req), o.adminSecret))
      throw new LocalIdentityError(401, "unauthenticated", "A valid admin secret is required.");
    const answer = await handler(req, asBody(await readJson(req)));
    sendJson(res, answer.status ?? 200, answer.body);
  }

  async function serveAuth(req: IncomingMessage, res: ServerResponse, route: string): Promise<void> {
    if (route.startsWith("/admin/")) return serveAdmin(req, res, route);
    const verdict = checkOrigin(req, origins);
    if (req.method === "OPTIONS") {
      if (verdict === "refused")
        throw new LocalIdentityError(403, "origin_not_allowed", "This origin may not call the local identity.");
      if (verdict === "allowed") return answerPreflight(req, res);
      res.writeHead(204).end();
      return;
    }
    if (verdict === "allowed") allowOrigin(req, res);
    if (verdict === "refused" && req.method !== "GET") {
      throw new LocalIdentityError(403, "origin_not_allowed", "This origin may not call the local identity.");
    }
    const table = req.method === "GET" ? get : req.method === "POST" ? post : undefined;
    const handler = table?.[route];
    if (!handler) {
      if (get[route] || post[route])
        throw new LocalIdentityError(405, "method_not_allowed", `${req.method ?? "?"} is not allowed here.`);
      throw new LocalIdentityError(404, "not_found", "No such identity route.");
    }
    const body = req.method === "POST" ? asBody(await readJson(req)) : {};
    const answer = await handler(req, body);
    sendJson(res, answer.status ?? 200, answer.body);
  }

  /** The link of the verification mail: a page a person reads, not JSON. */
  async function serveVerifyEmail(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (req.method !== "GET") throw new LocalIdentityError(405, "method_not_allowed", "Open the link from the mail.");
    try {
      const user = await service.verifyEmail(url.searchParams.get("token") ?? "");
      sendHtml(
        res,
        renderMessagePage(
          "Email address confirmed",
          `${user.email} is confirmed. You can close this page and go back to the app.`,
        ),
      );
    } catch (err) {
      if (!(err instanceof LocalIdentityError)) throw err;
      sendHtml(res, renderMessagePage("Link not valid", err.message), err.status);
    }
  }

  /**
   * Every reset and verification link is in the mailbox, so it answers only on this computer: a request
   * from another address, or for another host name (DNS rebinding), is refused.
   */
  function serveMailbox(req: IncomingMessage, res: ServerResponse, url: URL): void {
    if (!isLoopback(req)) {
      throw new LocalIdentityError(
        403,
        "loopback_only",
        "The local mailbox is readable only on the computer running npm start (127.0.0.1).",
      );
    }
    if (req.method !== "GET") throw new LocalIdentityError(405, "method_not_allowed", "The mailbox is read-only.");
    const to = url.searchParams.get("to") ?? undefined;
    if (url.pathname === "/sms-outbox.json") {
      sendJson(res, 200, { messages: o.smsOutbox.list(to) });
      return;
    }
    if (url.pathname === "/whatsapp-outbox.json") {
      sendJson(res, 200, { messages: o.whatsappOutbox.list(to) });
      return;
    }
    if (url.pathname === "/whatsapp-outbox") {
      sendHtml(res, renderWhatsAppOutboxPage(o.whatsappOutbox.list(to)));
      return;
    }
    const mails = o.mailbox.list(to);
    if (url.pathname === "/mailbox.json") sendJson(res, 200, { mails });
    else sendHtml(res, renderMailboxPage(mails, o.smsOutbox.list()));
  }

  return async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const isAuth = url.pathname === base || url.pathname.startsWith(`${base}/`);
    const isMailbox = [
      "/mailbox",
      "/mailbox.json",
      "/sms-outbox.json",
      "/whatsapp-outbox",
      "/whatsapp-outbox.json",
    ].includes(url.pathname);
    if (!isAuth && !isMailbox) return false;
    try {
      if (isMailbox) serveMailbox(req, res, url);
      else if (url.pathname === `${base}/verify-email`) await serveVerifyEmail(req, res, url);
      else await serveAuth(req, res, url.pathname.slice(base.length));
    } catch (err) {
      if (!(err instanceof LocalIdentityError)) {
        o.log(
          `Local identity: ${req.method ?? "?"} ${url.pathname} failed: ${err instanceof Error ? err.message : String(err)}`,
        );
      }
      const error =
        err instanceof LocalIdentityError
          ? err
          : new LocalIdentityError(500, "internal", "Something went wrong. Please try again.");
      if (!res.headersSent) sendError(res, error);
      else res.end();
    }
    return true;
  };
}
