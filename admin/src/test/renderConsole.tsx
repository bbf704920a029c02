/**
 * The whole console as staff see it, over an in-memory Convex (FakeConvex) through the real data
 * provider and the real authProvider, signed in with the given role (or signed out: role null).
 */
import { QueryClient } from "@tanstack/react-query";
import { render, type RenderResult } from "@testing-library/react";
import type { Role } from "../authProvider";
import { createAuthProvider } from "../authProvider";
import type { ConsoleAuth } from "../auth/types";
import { ConsoleAdmin } from "../ConsoleAdmin";
import { createDataProvider } from "../dataProvider";
import type { FakeConvex } from "./fakeConvex";

export function renderConsole(options: { convex: FakeConvex; role: Role | null; route: string }): RenderResult {
  window.location.hash = `#${options.route}`;
  const { role } = options;
  const email = `${role ?? "nobody"}@matrimony.local`;
  const auth: ConsoleAuth = {
    mode: "local",
    user: () => (role === null ? null : { id: email, email }),
    signIn: () => Promise.resolve(),
    signOut: () => Promise.resolve(),
    getToken: () => Promise.resolve(role === null ? null : "token"),
    onChange: () => () => undefined,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const dataProvider = createDataProvider({ client: options.convex, queryClient, live: { releaseDelayMs: 0 } });
  const authProvider = createAuthProvider({
    auth,
    connect: () => Promise.resolve(role !== null),
    disconnect: () => undefined,
    me: () => (role === null ? Promise.reject(new Error("signed out")) : Promise.resolve({ email, role })),
    onSignOut: () => dataProvider.reset(),
  });
  return render(<ConsoleAdmin dataProvider={dataProvider} authProvider={authProvider} queryClient={queryClient} />);
}
