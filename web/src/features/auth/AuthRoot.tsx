import type { ConvexReactClient } from "convex/react";
import { lazy, Suspense, type ReactNode } from "react";
import { LocalAuth } from "./LocalAuth";

const ClerkAuth = lazy(() => import("./ClerkAuth"));

/**
 * Clerk when a publishable key is configured, the local identity otherwise (docs/architecture.md "One
 * codebase, two modes"). Either way the children get `useAuth()` and an authenticated Convex client.
 */
export function AuthRoot(props: {
  convex: ConvexReactClient;
  clerkPublishableKey: string | null;
  localIdentityUrl: string;
  fallback: ReactNode;
  children: ReactNode;
}) {
  if (props.clerkPublishableKey) {
    return (
      <Suspense fallback={props.fallback}>
        <ClerkAuth publishableKey={props.clerkPublishableKey} convex={props.convex}>
          {props.children}
        </ClerkAuth>
      </Suspense>
    );
  }
  return (
    <LocalAuth identityUrl={props.localIdentityUrl} convex={props.convex}>
      {props.children}
    </LocalAuth>
  );
}
