/**
 * The small pages the unsubscribe link answers with, in the mail's language: GET asks to confirm (mail
 * scanners open links, so a GET changes nothing), POST (the button, or a mail app's RFC 8058 one-click
 * request) unsubscribes and says so.
 */
import type { EmailTopic } from "@matrimony/shared/rules/notifications";
import type { Locale } from "@matrimony/shared/messages";
import { EMAIL_TOPIC_KEYS } from "@matrimony/shared/notificationText";
import { say } from "./render";

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function page(language: Locale, title: string, body: string): string {
  return [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">`,
    `<title>${escapeHtml(title)}</title>`,
    `<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#222}`,
    `button{font-size:1rem;padding:.6rem 1.2rem;border:0;border-radius:6px;background:#c2185b;color:#fff}</style></head>`,
    `<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
  ].join("");
}

export function confirmPage(language: Locale, topic: EmailTopic, actionUrl: string): string {
  const topicText = say(language, EMAIL_TOPIC_KEYS[topic]);
  return page(
    language,
    say(language, "notifications.unsubscribeConfirmTitle"),
    `<p>${escapeHtml(say(language, "notifications.unsubscribeConfirmBody", { topic: topicText }))}</p>` +
      `<form method="post" action="${escapeHtml(actionUrl)}"><button type="submit">${escapeHtml(say(language, "notifications.unsubscribeButton"))}</button></form>`,
  );
}

export function donePage(language: Locale, topic: EmailTopic): string {
  const topicText = say(language, EMAIL_TOPIC_KEYS[topic]);
  return page(
    language,
    say(language, "notifications.unsubscribedTitle"),
    `<p>${escapeHtml(say(language, "notifications.unsubscribedBody", { topic: topicText }))}</p>`,
  );
}

export function invalidPage(language: Locale): string {
  return page(
    language,
    say(language, "notifications.unsubscribeConfirmTitle"),
    `<p>${escapeHtml(say(language, "notifications.unsubscribeInvalid"))}</p>`,
  );
}
