import { describe, expect, it } from "vitest";
import { localBuildEnv, localStackUrls, serviceUrls } from "../serviceUrls";
import {
  clerkFrontendApi,
  contentSecurityPolicy,
  headersFile,
  securityHeaders,
  type AppName,
  type BuildEnv,
} from "./policy";

/** A publishable key as Clerk issues them: base64 of the Frontend API host and "$". */
const clerkKey = (host: string, kind = "live") => `pk_${kind}_${btoa(`${host}$`)}`;

const PRODUCTION: BuildEnv = {
  VITE_CONVEX_URL: "https://happy-otter-123.convex.cloud",
  VITE_CONVEX_SITE_URL: "https://happy-otter-123.convex.site",
  VITE_CLERK_PUBLISHABLE_KEY: clerkKey("clerk.example.in"),
};
const SELF_HOSTED: BuildEnv = { ...PRODUCTION, VITE_CONVEX_URL: "https://convex-api.example.in" };
const LOCAL: BuildEnv = {
  VITE_CONVEX_URL: "http://127.0.0.1:41000",
  VITE_CONVEX_SITE_URL: "http://127.0.0.1:41001",
  VITE_LOCAL_IDENTITY_URL: "http://127.0.0.1:41000/auth",
  VITE_RAZORPAY_CHECKOUT_URL: "http://127.0.0.1:41000/razorpay/checkout.js",
};

function policy(app: AppName, env: BuildEnv): Record<string, string[]> {
  return Object.fromEntries(
    contentSecurityPolicy({ app, env })
      .split("; ")
      .map((d) => {
        const [name = "", ...sources] = d.split(" ");
        return [name, sources];
      }),
  );
}

describe("Content-Security-Policy", () => {
  it.each([
    // app, env, directive, must include, must not include
    [
      "web",
      PRODUCTION,
      "connect-src",
      [
        "'self'",
        "https://happy-otter-123.convex.cloud",
        "wss://happy-otter-123.convex.cloud",
        "https://happy-otter-123.convex.site",
        "https://clerk.example.in",
      ],
      ["http://127.0.0.1:3210", "http://127.0.0.1:3211"],
    ],
    [
      "admin",
      PRODUCTION,
      "connect-src",
      ["'self'", "https://happy-otter-123.convex.cloud", "wss://happy-otter-123.convex.cloud"],
      ["https://happy-otter-123.convex.site"],
    ],
    [
      "web",
      PRODUCTION,
      "script-src",
      [
        "'self'",
        "https://clerk.example.in",
        "https://challenges.cloudflare.com",
        "https://checkout.razorpay.com",
        "https://cdn.razorpay.com",
      ],
      ["'unsafe-inline'", "'unsafe-eval'"],
    ],
    ["web", PRODUCTION, "frame-src", ["https://api.razorpay.com", "https://challenges.cloudflare.com"], []],
    [
      "web",
      PRODUCTION,
      "img-src",
      [
        "'self'",
        "https://happy-otter-123.convex.cloud",
        "https://happy-otter-123.convex.site",
        "https://img.clerk.com",
        "blob:",
      ],
      [],
    ],
    // Member photos come from the HTTP actions' origin, through signed links.
    ["admin", PRODUCTION, "img-src", ["'self'", "https://happy-otter-123.convex.site"], []],
    ["web", {}, "img-src", ["http://127.0.0.1:3211"], []],
    ["web", PRODUCTION, "worker-src", ["'self'", "blob:"], []],
    ["web", PRODUCTION, "style-src", ["'self'", "'unsafe-inline'"], []],
    ["web", PRODUCTION, "frame-ancestors", ["'none'"], ["'self'"]],
    ["web", PRODUCTION, "object-src", ["'none'"], []],
    [
      "web",
      SELF_HOSTED,
      "connect-src",
      ["https://convex-api.example.in", "wss://convex-api.example.in"],
      ["https://happy-otter-123.convex.cloud"],
    ],
    ["admin", PRODUCTION, "script-src", ["'self'", "https://clerk.example.in"], ["https://checkout.razorpay.com"]],
    ["admin", PRODUCTION, "frame-src", ["https://challenges.cloudflare.com"], ["https://api.razorpay.com"]],
    [
      "web",
      LOCAL,
      "connect-src",
      ["'self'", "http://127.0.0.1:41000", "ws://127.0.0.1:41000", "http://127.0.0.1:41001"],
      ["https://clerk.example.in", "http://127.0.0.1:3211"],
    ],
    ["web", {}, "connect-src", ["http://127.0.0.1:3210", "ws://127.0.0.1:3210", "http://127.0.0.1:3211"], []],
    [
      "web",
      LOCAL,
      "script-src",
      ["'self'", "http://127.0.0.1:41000"],
      ["https://checkout.razorpay.com", "https://challenges.cloudflare.com"],
    ],
    ["web", LOCAL, "frame-src", ["'none'"], []],
    ["admin", LOCAL, "script-src", ["'self'"], ["http://127.0.0.1:41000"]],
    ["admin", {}, "connect-src", ["http://127.0.0.1:3210", "ws://127.0.0.1:3210"], []],
  ] as const)("%s with %j: %s", (app, env, directive, includes, excludes) => {
    const sources = policy(app, env)[directive];
    expect(sources).toBeDefined();
    for (const source of includes) expect(sources).toContain(source);
    for (const source of excludes) expect(sources).not.toContain(source);
  });

  it.each([
    ["production", PRODUCTION],
    ["self-hosted", SELF_HOSTED],
    ["local", LOCAL],
    [
      "the local stack on other ports",
      localBuildEnv("web", localStackUrls({ backend: 42000, httpActions: 42001, web: 42002, admin: 42003 })),
    ],
    ["no variables", {}],
  ] as const)("lets the member app reach every service address it is configured with (%s)", (_name, env) => {
    const csp = policy("web", env);
    const allowed = [...(csp["connect-src"] ?? []), ...(csp["script-src"] ?? [])];
    const { siteUrl, clerkPublishableKey, ...called } = serviceUrls(env);
    expect(siteUrl).toMatch(/^https?:/);
    for (const [name, url] of Object.entries(called)) {
      if (name === "localIdentityUrl" && clerkPublishableKey) continue;
      expect(allowed, name).toContain(new URL(url).origin);
    }
  });

  it("has no source list wider than the named services (no wildcard, no scheme-only http/https)", () => {
    for (const app of ["web", "admin"] as const) {
      for (const env of [PRODUCTION, LOCAL]) {
        for (const sources of Object.values(policy(app, env))) {
          expect(
            sources.filter((s) => s === "*" || s.includes("*") || s === "https:" || s === "http:" || s === "wss:"),
          ).toEqual([]);
        }
      }
    }
  });
});

describe("the other headers", () => {
  it.each(["web", "admin"] as const)("%s: nosniff, a referrer policy, no framing, and browser features off", (app) => {
    const headers = securityHeaders({ app, env: PRODUCTION });
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["Permissions-Policy"]).toContain("camera=()");
    expect(headers["Permissions-Policy"]).toContain("geolocation=()");
    expect(headers["Permissions-Policy"]).toContain(
      app === "web" ? `payment=(self "https://api.razorpay.com")` : "payment=()",
    );
  });
});

describe("clerkFrontendApi", () => {
  it.each([
    [clerkKey("clerk.example.in"), "https://clerk.example.in"],
    [clerkKey("happy-otter-12.clerk.accounts.dev", "test"), "https://happy-otter-12.clerk.accounts.dev"],
  ])("reads the Frontend API host from %s", (key, host) => {
    expect(clerkFrontendApi(key)).toBe(host);
  });

  it.each([
    "sk_live_abc",
    "pk_live_",
    "pk_live_not base64",
    `pk_live_${btoa("no-dollar.example.in")}`,
    `pk_live_${btoa("evil.example.in; script-src *$")}`,
  ])("refuses %s", (key) => {
    expect(() => clerkFrontendApi(key)).toThrow(/not a Clerk publishable key/);
  });
});

describe("_headers", () => {
  it("applies every header to every path in the Netlify / Cloudflare Pages format", () => {
    const file = headersFile({ app: "web", env: PRODUCTION });
    const lines = file.split("\n");
    expect(lines[1]).toBe("/*");
    for (const [name, value] of Object.entries(securityHeaders({ app: "web", env: PRODUCTION }))) {
      expect(lines).toContain(`  ${name}: ${value}`);
    }
    expect(file).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable");
  });
});
