import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import { MantineProvider } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { Notifications } from "@mantine/notifications";
import { ConvexReactClient } from "convex/react";
import { TOAST_MOBILE_BREAKPOINT_PX } from "@matrimony/shared/constants";
import { config } from "./config";
import { AuthRoot } from "./features/auth";
import { PageLoader } from "./features/session/guards";
import { Router } from "./Router";
import { cssVariablesResolver, theme } from "./theme";

const convex = new ConvexReactClient(config.convexUrl);

/** Toasts bottom-centre at 768 px or less, top-right above (SPEC §7). */
function Toasts() {
  const phone = useMediaQuery(`(max-width: ${TOAST_MOBILE_BREAKPOINT_PX}px)`);
  return <Notifications position={phone ? "bottom-center" : "top-right"} autoClose={4000} />;
}

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Toasts />
        <AuthRoot
          convex={convex}
          clerkPublishableKey={config.clerkPublishableKey}
          localIdentityUrl={config.localIdentityUrl}
          fallback={<PageLoader />}
        >
          <Router />
        </AuthRoot>
    </MantineProvider>
  );
}
