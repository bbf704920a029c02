import { ConvexReactClient } from "convex/react";
import { config } from "./config";

/** The app's one Convex client: App.tsx provides it to the pages, main.tsx opens its connection at boot. */
export const convex = new ConvexReactClient(config.convexUrl);
