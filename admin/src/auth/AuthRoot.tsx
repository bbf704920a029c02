import { lazy, Suspense, useMemo, type ReactNode } from "react";
import { createLocalAuth } from "./local";
import type { ConsoleAuth } from "./types";

const ClerkAuth = lazy(() => import("./ClerkAuth"));

/**
 * Clerk when a publishable key is configured, the local identity otherwise (docs/architecture.md "One
 * codebase, two modes"). The children get the console's auth interface once it is ready.
 */
export function AuthRoot(props: {
  clerkPublishableKey: string | null;
  localIdentityUrl: string;
  localSessionKey: string;
  fallback: ReactNode;
  children: (auth: ConsoleAuth) => ReactNode;
}) {
  if (props.clerkPublishableKey) {
    return (
      <Suspense fallback={props.fallback}>
        <ClerkAuth publishableKey={props.clerkPublishableKey} fallback={props.fallback}>
          {props.children}
        </ClerkAuth>
      </Suspense>
    );
  }
  return <LocalRoot {...props} />;
}

function LocalRoot(props: {
  localIdentityUrl: string;
  localSessionKey: string;
  children: (auth: ConsoleAuth) => ReactNode;
}) {
  const auth = useMemo(
    () => createLocalAuth({ baseUrl: props.localIdentityUrl, storageKey: props.localSessionKey }),
    [props.localIdentityUrl, props.localSessionKey],
  );
  return props.children(auth);
}
