/**
 * The member boot (startMemberBoot.ts), started as this module is evaluated. main.tsx imports it first:
 * modules run in the order they are imported, so on a member page the Convex connection, the token refresh
 * and the first queries start before React DOM, Mantine and the app's own modules have run,
 * while the page's code is still arriving. What it imports is kept small for that reason: no React DOM, no
 * Mantine, no router.
 */
import { config } from "../../config";
import { convex } from "../../convexClient";
import { localIdentityClient } from "../auth/localIdentitySession";
import { startBootQueries } from "./bootQueries";
import { isMemberPage } from "./memberRoutes";
import { startMemberBoot } from "./startMemberBoot";

/** Whether this page is a member page, whose boot has started. */
export const memberBootStarted = startMemberBoot({
  pathname: window.location.pathname,
  isMemberPage,
  connect: () => void convex.connectionState(),
  identity: config.clerkPublishableKey ? null : localIdentityClient(config.localIdentityUrl),
  startQueries: (fetchToken, userId) =>
    startBootQueries({
      convex,
      fetchToken,
      userId,
      pathname: window.location.pathname,
      entryKey: (window.history.state as { key?: string } | null)?.key ?? "default",
    }),
});
