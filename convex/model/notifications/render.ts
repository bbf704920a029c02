/**
 * A notification as a mail or an SMS, in the member's language, from the same bilingual texts the app
 * shows (shared/src/copy/notifications.ts). Mails never name the other member: a mailbox is often shared
 * in a family, and the app shows who it was to the member signed in.
 */
import { formatRupees } from "@matrimony/shared/rules/invoices/gst";
import { notificationsCopy } from "@matrimony/shared/copy/notifications";
import { notificationsCopyTe } from "@matrimony/shared/copy/te/notifications";
import { fillTemplate } from "@matrimony/shared/copy/template";
import type { Locale } from "@matrimony/shared/messages";
import { notificationLink, notificationText, type NotificationKey } from "@matrimony/shared/notificationText";
import type { NotificationKind } from "@matrimony/shared/rules/notifications";
import type { EmailMessage } from "../email/message";
import type { NotificationParams } from "./validators";

export function say(language: Locale, key: NotificationKey, values?: Record<string, string>): string {
  return fillTemplate(language === "te" ? notificationsCopyTe[key] : notificationsCopy[key], values);
}

/** A date as the member reads it, in India's time (digits stay Western, as the glossary asks). */
export function formatDate(ms: number, language: Locale): string {
  return new Intl.DateTimeFormat(language === "te" ? "te-IN" : "en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
    numberingSystem: "latn",
  }).format(new Date(ms));
}

export function renderedText(
  kind: NotificationKind,
  params: NotificationParams,
  language: Locale,
): { subject: string; body: string } {
  const text = notificationText(kind, {
    name: say(language, "notifications.someone"),
    ...(params.reason !== undefined ? { reason: params.reason } : {}),
    ...(params.until !== undefined ? { date: formatDate(params.until, language) } : {}),
    ...(params.badge !== undefined ? { badge: params.badge } : {}),
    ...(params.decision !== undefined ? { decision: params.decision } : {}),
    ...(params.outcome !== undefined ? { outcome: params.outcome } : {}),
    ...(params.changeReason !== undefined ? { changeReason: params.changeReason } : {}),
    ...(params.photoReason !== undefined ? { photoReason: params.photoReason } : {}),
    ...(params.amountPaise !== undefined ? { amount: `₹${formatRupees(params.amountPaise)}` } : {}),
  });
  const values = {
    ...text.values,
    ...(text.badgeKey ? { badge: say(language, text.badgeKey) } : {}),
    ...(text.reasonKey ? { reason: say(language, text.reasonKey) } : {}),
  };
  return { subject: say(language, text.title), body: say(language, text.body, values) };
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export interface MailInput {
  kind: NotificationKind;
  params: NotificationParams;
  language: Locale;
  to: string;
  /** The member's own name, for the greeting. */
  name: string;
  /** The member app's origin (links lead into it). */
  appUrl: string;
  unsubscribeUrl: string;
  idempotencyKey: string;
}

export function renderMail(input: MailInput): EmailMessage {
  const { language } = input;
  const { subject, body } = renderedText(input.kind, input.params, language);
  const link = new URL(notificationLink(input.kind, input.params.memberId), input.appUrl).href;
  const greeting = say(language, "notifications.mailGreeting", { name: input.name });
  const open = say(language, "notifications.mailOpen", { link });
  const unsubscribe = say(language, "notifications.mailUnsubscribe", { link: input.unsubscribeUrl });
  const footer = say(language, "notifications.mailFooter");
  const text = [greeting, "", body, "", open, "", "--", footer, unsubscribe].join("\n");
  const a = (href: string) => `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`;
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5">`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p><strong>${escapeHtml(subject)}</strong><br>${escapeHtml(body)}</p>`,
    `<p>${escapeHtml(say(language, "notifications.mailOpen", { link: "\u0000" })).replace("\u0000", a(link))}</p>`,
    `<hr><p style="font-size:12px;color:#666">${escapeHtml(footer)}<br>`,
    `${escapeHtml(say(language, "notifications.mailUnsubscribe", { link: "\u0000" })).replace("\u0000", a(input.unsubscribeUrl))}</p>`,
    `</body></html>`,
  ].join("");
  return {
    to: input.to,
    subject,
    text,
    html,
    link,
    idempotencyKey: input.idempotencyKey,
    // RFC 2369 List-Unsubscribe with RFC 8058's one-click POST: mail apps show their own unsubscribe button.
    headers: { "List-Unsubscribe": `<${input.unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
