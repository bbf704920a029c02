/**
 * Where the app's services live: the VITE_ variables it is built with, read by the same function that
 * writes its Content-Security-Policy (shared/src/serviceUrls.ts), so every address the app calls is one
 * its policy allows. Without them the app talks to the offline stack that `npm start` runs.
 */
import { serviceUrls } from "@matrimony/shared/serviceUrls";

export const config = serviceUrls(import.meta.env);
