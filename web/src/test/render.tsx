/**
 * Renders a page or component the way the app does (Mantine, notifications, router, the auth interface),
 * with a fake auth whose methods tests replace. Convex hooks are mocked per test file with test/fakeConvex.ts.
 */
import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { render, type RenderResult } from "@testing-library/react";
import { cloneElement, type ReactElement } from "react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { vi } from "vitest";
import { AuthContext } from "../features/auth/AuthContext";
import { LanguageRoot } from "../features/language/LanguageRoot";
import type { AuthApi } from "../features/auth/types";
import { cssVariablesResolver, theme } from "../theme";

export function fakeAuth(overrides: Partial<AuthApi> = {}): AuthApi {
  return {
    mode: "local",
    isLoaded: true,
    user: null,
    signIn: vi.fn(() => Promise.resolve()),
    signUp: vi.fn(() => Promise.resolve({ status: "complete" as const })),
    verifySignUpCode: vi.fn(() => Promise.resolve()),
    sendPasswordReset: vi.fn(() => Promise.resolve("link" as const)),
    resetPassword: vi.fn(() => Promise.resolve()),
    changePassword: vi.fn(() => Promise.resolve()),
    deleteAccount: vi.fn(async (_password: string, removeData: () => Promise<void>) => removeData()),
    signOut: vi.fn(() => Promise.resolve()),
    convexToken: vi.fn(() => Promise.resolve(null)),
    ...overrides,
  };
}

export interface RenderOptions {
  /** The URL the router starts at. */
  route?: string;
  /** The route pattern the element is mounted at (e.g. "/user/:userId"); defaults to `route`'s path. */
  path?: string;
  auth?: AuthApi;
  /** Extra routes, e.g. `{ "/login": <p>login page</p> }`, to assert navigation. */
  otherRoutes?: Record<string, ReactElement>;
}

export function renderPage(ui: ReactElement, options: RenderOptions = {}): RenderResult & { auth: AuthApi } {
  const route = options.route ?? "/";
  const auth = options.auth ?? fakeAuth();
  const result = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <Notifications />
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[route]}>
          <LanguageRoot>
            {() => (
              <Routes>
                <Route path={options.path ?? route.split("?")[0]} element={cloneElement(ui)} />
                {Object.entries(options.otherRoutes ?? {}).map(([path, element]) => (
                  <Route key={path} path={path} element={element} />
                ))}
              </Routes>
            )}
          </LanguageRoot>
        </MemoryRouter>
      </AuthContext.Provider>
    </MantineProvider>,
  );
  return { ...result, auth };
}
