import { describe, expect, it } from "vitest";
import { LOCAL_PORTS, localBuildEnv, localStackUrls, RAZORPAY_CHECKOUT_URL, serviceUrls } from "./serviceUrls";

describe("serviceUrls", () => {
  it("without variables, is the local stack as npm start runs it", () => {
    expect(serviceUrls({})).toEqual({
      convexUrl: "http://127.0.0.1:3210",
      convexSiteUrl: "http://127.0.0.1:3211",
      siteUrl: "http://127.0.0.1:5173",
      clerkPublishableKey: null,
      localIdentityUrl: "http://127.0.0.1:3210/auth",
      razorpayCheckoutUrl: "http://127.0.0.1:3210/razorpay/checkout.js",
    });
    expect(serviceUrls({})).toEqual(serviceUrls(localBuildEnv("web", localStackUrls(LOCAL_PORTS))));
  });

  it("reads back the addresses a stack on other ports builds its apps with", () => {
    const urls = localStackUrls({ backend: 41000, httpActions: 41001, web: 41002, admin: 41003 });
    expect(serviceUrls(localBuildEnv("web", urls))).toMatchObject({
      convexUrl: urls.backend,
      convexSiteUrl: urls.httpActions,
      siteUrl: urls.web,
      localIdentityUrl: urls.issuer,
      razorpayCheckoutUrl: `${urls.razorpay}/checkout.js`,
    });
    expect(serviceUrls(localBuildEnv("admin", urls)).convexUrl).toBe(urls.backend);
  });

  it("uses Razorpay's own Checkout in a production build unless told otherwise; empty variables count as unset", () => {
    const production = {
      VITE_CLERK_PUBLISHABLE_KEY: "pk_live_x",
      VITE_CONVEX_URL: "https://a.convex.cloud",
      VITE_CONVEX_SITE_URL: "",
    };
    expect(serviceUrls(production)).toMatchObject({
      clerkPublishableKey: "pk_live_x",
      razorpayCheckoutUrl: RAZORPAY_CHECKOUT_URL,
      convexSiteUrl: "http://127.0.0.1:3211",
    });
  });
});
