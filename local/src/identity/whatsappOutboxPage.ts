/** The /whatsapp-outbox page: plain HTML, no scripts, every value escaped; each message in its own language. */
import { escapeHtml, linkify } from "./mailboxPage";
import type { WhatsAppMessage } from "./whatsappOutbox";

function renderMessage(message: WhatsAppMessage): string {
  const time = new Date(message.sentAt).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "medium" });
  return `<article lang="${message.language === "te" ? "te" : "en"}" data-template="${escapeHtml(message.template)}">
  <header><strong>WhatsApp to ${escapeHtml(message.to)}</strong> · ${escapeHtml(message.template)} (${escapeHtml(message.language)}) · <time datetime="${new Date(message.sentAt).toISOString()}">${escapeHtml(time)}</time></header>
  <p class="bubble">${linkify(message.text)}</p>
</article>`;
}

export function renderWhatsAppOutboxPage(messages: WhatsAppMessage[]): string {
  const body =
    messages.length === 0
      ? "<p>No WhatsApp messages yet. They appear here once a member who opted in is notified.</p>"
      : messages.map(renderMessage).join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local WhatsApp outbox (${messages.length})</title>
<style>
  a { overflow-wrap: anywhere; }
  body { font-family: system-ui, "Noto Sans Telugu", sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #222; background: #efeae2; }
  article { margin: 1rem 0; }
  header { margin-bottom: .25rem; color: #555; font-size: .875rem; }
  header strong { color: #222; }
  .bubble { background: #d9fdd3; border-radius: 8px; padding: .75rem 1rem; margin: 0; white-space: pre-wrap; max-width: 36rem; }
</style>
</head>
<body>
<h1>Local WhatsApp outbox</h1>
<p>Template messages the local stack would have sent through Meta's WhatsApp Cloud API, newest first. Reload to see new ones. Tests read <a href="/whatsapp-outbox.json">/whatsapp-outbox.json</a>. Beside it: the <a href="/mailbox">mailbox and SMS outbox</a>.</p>
<p><strong>Only on this computer.</strong> Like the mailbox, this page answers only requests from 127.0.0.1.</p>
${body}
</body>
</html>
`;
}
