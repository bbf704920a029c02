/** The /mailbox page: plain HTML, no scripts, every value escaped; links in a mail are made clickable. */
import type { Mail } from "./mailbox";
import type { Sms } from "./smsOutbox";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Escapes the text, then turns http(s) URLs into links (URLs are escaped too, so no markup slips in). */
export function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function renderMail(mail: Mail): string {
  const time = new Date(mail.sentAt).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "medium" });
  return `<article>
  <header><strong>${escapeHtml(mail.subject)}</strong><br>To: ${escapeHtml(mail.to)} · <time datetime="${new Date(mail.sentAt).toISOString()}">${escapeHtml(time)}</time></header>
  <pre>${linkify(mail.text)}</pre>
</article>`;
}

function renderSms(sms: Sms): string {
  const time = new Date(sms.sentAt).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "medium" });
  return `<article class="sms" lang="${sms.language === "te" ? "te" : "en"}">
  <header><strong>SMS to ${escapeHtml(sms.to)}</strong> · ${escapeHtml(sms.template)} · <time datetime="${new Date(sms.sentAt).toISOString()}">${escapeHtml(time)}</time></header>
  <pre>${escapeHtml(sms.text)}</pre>
</article>`;
}

export function renderMailboxPage(mails: Mail[], sms: Sms[] = []): string {
  const body =
    mails.length === 0
      ? "<p>No mail yet. Password-reset mail sent by the local stack appears here.</p>"
      : mails.map(renderMail).join("\n");
  const smsBody =
    sms.length === 0
      ? "<p>No SMS yet. Verification codes sent by the local stack appear here.</p>"
      : sms.map(renderSms).join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mailbox (${mails.length})</title>
<style>
  a { overflow-wrap: anywhere; } /* reset links are long; never wider than a phone */
  body { font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #222; }
  article.sms { background: #f6f9ff; }
  article { border: 1px solid #ddd; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
  header { margin-bottom: .5rem; color: #555; }
  header strong { color: #222; }
  pre { white-space: pre-wrap; font-family: inherit; margin: 0; }
</style>
</head>
<body>
<h1>Local mailbox</h1>
<p>Mail the local stack would have sent, newest first. Reload to see new mail. Tests read <a href="/mailbox.json">/mailbox.json</a>.</p>
<p><strong>Only on this computer.</strong> This page and /mailbox.json hold every password-reset and verification link, so they answer only requests from 127.0.0.1 (loopback); other computers on the network are refused.</p>
${body}
<h2 id="sms">SMS outbox</h2>
<p>SMS the local stack would have sent through MSG91 (verification codes), newest first. Tests read <a href="/sms-outbox.json">/sms-outbox.json</a> (loopback only too).</p>
${smsBody}
<h2 id="whatsapp">WhatsApp outbox</h2>
<p>WhatsApp messages the local stack would have sent through Meta's Cloud API are on <a href="/whatsapp-outbox">/whatsapp-outbox</a>.</p>
</body>
</html>
`;
}

/** A short page with a title and one sentence (the verification link's answer). */
export function renderMessagePage(title: string, text: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body { font-family: system-ui, sans-serif; max-width: 36rem; margin: 2rem auto; padding: 0 1rem; color: #222; }</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
</body>
</html>
`;
}
