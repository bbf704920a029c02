import "./mantineStyles";
import { MantineProvider } from "@mantine/core";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { config } from "./config";
import { afterLoadAndIdle } from "./features/boot/afterFirstPage";
import { convex } from "./convexClient";
import { LanguageRoot } from "./features/language/LanguageRoot";
import { AuthRoot } from "./features/auth";
import { PageLoader } from "./features/session/guards";
import { Router } from "./Router";
import { cssVariablesResolver, theme } from "./theme";

const Toasts = lazy(() => import("./components/Toasts/Toasts"));
const AppPrompts = lazy(() => import("./features/pwa/AppPrompts"));

/**
 * Mounts the toast container once the first page has loaded and the browser is idle, so it is not part
 * of the first download; toasts raised before then wait in Mantine's store and show when it mounts.
 */
function DeferredToasts() {
  const [ready, setReady] = useState(false);
  useEffect(() => afterLoadAndIdle(() => setReady(true)), []);
  return ready ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

/** The service worker's registration and its banners (install, update): after the first page too. */
function DeferredAppPrompts() {
  const [ready, setReady] = useState(false);
  useEffect(() => afterLoadAndIdle(() => setReady(true)), []);
  return ready ? (
    <Suspense fallback={null}>
      <AppPrompts />
    </Suspense>
  ) : null;
}

/** `router`: the browser's router by default; the prerender (prerender/entry-server.tsx) passes a static one. */
export function App({ router }: { router?: ReactNode } = {}) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <DeferredToasts />
      <LanguageRoot>
        {() => (
          <AuthRoot
            convex={convex}
            clerkPublishableKey={config.clerkPublishableKey}
            localIdentityUrl={config.localIdentityUrl}
            fallback={<PageLoader />}
          >
            {router ?? <Router />}
            {/* Inside the Convex client: the offer of alerts saves this device's subscription. */}
            <DeferredAppPrompts />
          </AuthRoot>
        )}
      </LanguageRoot>
    </MantineProvider>
  );
}
