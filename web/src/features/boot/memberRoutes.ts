/**
 * The key of a member page's path in Router.tsx's table of member pages: the path itself, or "/user" for
 * a member's page (/user/:userId). Trailing slashes are ignored.
 */
export function memberPageKey(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return /^\/user\/[^/]+$/.test(path) ? "/user" : path;
}
