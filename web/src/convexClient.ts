import { ConvexReactClient } from "convex/react";
import { config } from "./config";
import { claimingWebSocket } from "./features/boot/earlySocket";

/**
 * The app's one Convex client: App.tsx provides it to the pages, main.tsx opens its connection at boot.
 * initialAuthTokenReuse: a token the server has just accepted is kept until shortly before it expires,
 * instead of being replaced at once by a fresh one (a second Authenticate, after which the server runs
 * every query of the page again). webSocketConstructor: on a member page the visitor entry has opened the
 * WebSocket already, while the app was downloading (features/boot/earlySocket.ts); the client claims it.
 */
export const convex = new ConvexReactClient(config.convexUrl, {
  initialAuthTokenReuse: true,
  webSocketConstructor: claimingWebSocket(),
});
