import type { QueryClient } from "@tanstack/react-query";
import { ConvexProvider, type ConvexReactClient } from "convex/react";
import { useEffect, useMemo } from "react";
import { AuthRoot, ConvexSession, type ConsoleAuth } from "./auth";
import { forgetInvitation, pendingInvitation } from "./auth/invitation";
import { api } from "./convexApi";
import { createAuthProvider } from "./authProvider";
import { ConsoleAdmin } from "./ConsoleAdmin";
import { config } from "./config";
import { createDataProvider } from "./dataProvider";
import { convexLike } from "./dataProvider/convexClient";

function Console({
  auth,
  convex,
  queryClient,
}: {
  auth: ConsoleAuth;
  convex: ConvexReactClient;
  queryClient: QueryClient;
}) {
  const dataProvider = useMemo(
    () => createDataProvider({ client: convexLike(convex), queryClient }),
    [convex, queryClient],
  );
  const session = useMemo(() => new ConvexSession(convex, auth), [convex, auth]);
  const authProvider = useMemo(
    () =>
      createAuthProvider({
        auth,
        connect: () => session.connect(),
        disconnect: () => session.disconnect(),
        me: () => dataProvider.me(),
        onSignOut: () => dataProvider.reset(),
        acceptInvitation: async () => {
          const token = pendingInvitation();
          if (token === null) return;
          await convex.mutation(api.admin.staff.acceptInvitation, { token });
          forgetInvitation();
        },
      }),
    [auth, session, dataProvider, convex],
  );
  // Signed out in another tab: stop using the old token; the next call sends this tab to the login page.
  useEffect(() => auth.onChange((user) => user === null && session.disconnect()), [auth, session]);
  return (
    <ConvexProvider client={convex}>
      <ConsoleAdmin dataProvider={dataProvider} authProvider={authProvider} queryClient={queryClient} />
    </ConvexProvider>
  );
}

export function App({ convex, queryClient }: { convex: ConvexReactClient; queryClient: QueryClient }) {
  return (
    <AuthRoot
      clerkPublishableKey={config.clerkPublishableKey}
      localIdentityUrl={config.localIdentityUrl}
      localSessionKey={config.localSessionKey}
      fallback={null}
    >
      {(auth) => <Console auth={auth} convex={convex} queryClient={queryClient} />}
    </AuthRoot>
  );
}
