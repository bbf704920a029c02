/** The hosted page behind a payment link's `short_url`: amount, description, Pay and Fail (plain forms, no script). */
import type { PaymentLink } from "./types";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function money(paise: number): string {
  return new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format(paise / 100);
}

export function linkPage(link: PaymentLink, basePath: string, message: string | null): string {
  const action = `${basePath}/pl/${encodeURIComponent(link.id)}`;
  const paid = link.status === "paid";
  const controls = paid
    ? `<p role="status">This payment link has been paid.</p>`
    : `<form method="post" action="${escapeHtml(action)}/pay"><button class="pay" type="submit">Pay ${money(link.amount)}</button></form>
    <form method="post" action="${escapeHtml(action)}/fail"><button type="submit">Fail</button></form>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Payment link ${escapeHtml(link.id)} · Razorpay simulator</title>
<style>
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0; padding: 16px; background: #f2f4f7; color: #1a1a1a; }
  main { max-width: 360px; margin: 32px auto; background: #fff; border-radius: 8px; padding: 20px; box-shadow: 0 2px 12px rgba(0,0,0,.15); }
  h1 { font-size: 18px; margin: 0 0 4px; }
  .amount { font-size: 24px; font-weight: 700; margin: 8px 0; }
  .note { font-size: 13px; color: #4a4a4a; margin: 0 0 12px; }
  .actions { display: flex; gap: 8px; flex-wrap: wrap; }
  form { flex: 1 1 auto; margin: 0; }
  button { width: 100%; min-height: 44px; font: inherit; font-weight: 600; border-radius: 6px; border: 1px solid #8a8a8a; background: #fff; cursor: pointer; }
  button.pay { background: #3395ff; color: #fff; border: none; }
  [role=status] { min-height: 1.4em; }
</style>
</head>
<body>
<main>
  <h1>${escapeHtml(link.description || "Payment")}</h1>
  <p class="note">Test mode — Razorpay simulator</p>
  <p class="amount">${money(link.amount)}</p>
  ${link.customer.name ? `<p class="note">For ${escapeHtml(link.customer.name)}</p>` : ""}
  <p role="status">${message === null ? "" : escapeHtml(message)}</p>
  <div class="actions">${controls}</div>
</main>
</body>
</html>`;
}
