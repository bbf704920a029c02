/**
 * The member pages as the boot and the host see them, from the route table (src/routes.ts): keyed by their
 * route ("/home", "/user/:userId"), with their page module. The boot preloads the page of the address
 * (Router.tsx), the host serves each from its own shell (web/vite/hosting.ts), and the build writes that
 * shell with the page's code preloaded (web/vite/prerender.ts). Plain data: the Vite config reads it too.
 */
import { MEMBER_ROUTES, type MemberPath } from "../../routes";

export type MemberPageKey = MemberPath;

export const MEMBER_PAGE_MODULES = Object.fromEntries(MEMBER_ROUTES.map((route) => [route.path, route.page])) as Record<
  MemberPageKey,
  string
>;

/** A route's pattern as a test of a path: each ":param" is one segment. */
const MATCHERS = MEMBER_ROUTES.map((route) => ({
  key: route.path,
  test: new RegExp(`^${route.path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+")}$`),
}));

/**
 * The member route a path is drawn by ("/user/:userId" for /user/abc), or the path itself when it is no
 * member page's. Trailing slashes are ignored.
 */
export function memberPageKey(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return MATCHERS.find(({ test }) => test.test(path))?.key ?? path;
}

/** Whether a path is a member page's. */
export const isMemberPage = (pathname: string): boolean => Object.hasOwn(MEMBER_PAGE_MODULES, memberPageKey(pathname));

/** The host's pattern for a member route: its parameters as a splat (/user/:userId → /user/*). */
export const memberRoutePattern = (key: MemberPageKey): string => key.replace(/\/:.*$/, "/*");

/** The shell file a member page is served from (dist/shells/home.html, shells/user-userId.html, ...). */
export const memberShellFile = (key: MemberPageKey): string => `shells/${key.slice(1).replace(/\/:?/g, "-")}.html`;
