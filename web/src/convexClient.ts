import { ConvexReactClient } from "convex/react";
import { config } from "./config";

/**
 * The app's one Convex client: App.tsx provides it to the pages, main.tsx opens its connection at boot.
 * initialAuthTokenReuse: a token the server has just accepted is kept until shortly before it expires,
 * instead of being replaced at once by a fresh one (a second Authenticate, after which the server runs
 * every query of the page again).
 */
export const convex = new ConvexReactClient(config.convexUrl, { initialAuthTokenReuse: true });
