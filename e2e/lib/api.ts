/**
 * Acting as someone outside the browser: sign in at the local identity and call Convex functions over
 * the HTTP API with that token, e.g. a staff member approving the member a journey just registered.
 */
import { ConvexHttpClient } from "convex/browser";
import type { Mail } from "../../local/src/identity/mailbox";
import type { StackUrls } from "../../local/src/stack";

/** The local identity's sign-in, as the member app calls it (from the app's origin). */
function signInRequest(urls: StackUrls, email: string, password: string): Promise<Response> {
  return fetch(`${urls.issuer}/sign-in`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: urls.web },
    body: JSON.stringify({ email, password }),
  });
}

export async function tokenFor(urls: StackUrls, email: string, password = "demo1234"): Promise<string> {
  const res = await signInRequest(urls, email, password);
  const body = (await res.json()) as { accessToken?: string; error?: { message?: string } };
  if (!res.ok || !body.accessToken) throw new Error(`Sign-in of ${email} failed: ${body.error?.message ?? res.status}`);
  return body.accessToken;
}

/** A Convex client signed in as `email`. */
export async function clientAs(urls: StackUrls, email: string, password = "demo1234"): Promise<ConvexHttpClient> {
  const client = new ConvexHttpClient(urls.backend);
  client.setAuth(await tokenFor(urls, email, password));
  return client;
}

/** Whether the identity accepts this email and password (after an account deletion it must not). */
export async function canSignIn(urls: StackUrls, email: string, password: string): Promise<boolean> {
  return (await signInRequest(urls, email, password)).ok;
}

/** The link of the newest mail to `to` in the local mailbox (the password-reset link). */
export async function latestMailLink(urls: StackUrls, to: string): Promise<string> {
  const res = await fetch(`${urls.backend}/mailbox.json`);
  const { mails } = (await res.json()) as { mails: Mail[] };
  const mail = mails.filter((m) => m.to === to).sort((a, b) => b.sentAt - a.sentAt)[0];
  if (!mail?.link) throw new Error(`No mail with a link to ${to} in the mailbox.`);
  return mail.link;
}
