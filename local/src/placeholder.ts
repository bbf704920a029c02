/** A plain page for an app port whose app has not landed yet: it says so rather than pretend. */
export function placeholderPage(title: string, body: string): string {
  const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Telugu Matrimony</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#222}h1{color:#b0306a}</style>
</head><body><h1>${escape(title)}</h1><p>${escape(body)}</p><p>Password-reset mail: <a href="http://127.0.0.1:3210/mailbox">mailbox</a>.</p></body></html>`;
}
