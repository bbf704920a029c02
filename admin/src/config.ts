/**
 * Where the console's services live: the VITE_ variables it is built with, read by the same function that
 * writes its Content-Security-Policy (shared/src/serviceUrls.ts). Without them the console talks to the
 * offline stack that `npm start` runs.
 */
import { serviceUrls } from "@matrimony/shared/serviceUrls";

const services = serviceUrls(import.meta.env);

export const config = {
  convexUrl: services.convexUrl,
  clerkPublishableKey: services.clerkPublishableKey,
  localIdentityUrl: services.localIdentityUrl,
  /**
   * The console keeps its own local-identity session, apart from the member app's
   * ("localIdentity.session"): a member signed in on the same browser is not signed into the console.
   */
  localSessionKey: "localIdentity.console",
} as const;
