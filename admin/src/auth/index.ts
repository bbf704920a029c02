export { AuthRoot } from "./AuthRoot";
export { ConvexSession, type AuthTarget } from "./convexSession";
export { createLocalAuth } from "./local";
export { AuthError, type ConsoleAuth, type ConsoleUser } from "./types";
