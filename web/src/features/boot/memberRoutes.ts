/**
 * The member pages: Router.tsx's routes under RequireMember, keyed as the boot and the host see them, with
 * their page module (src/pages/<name>.page.tsx). One table for three readers: the boot preloads the page of
 * the address (Router.tsx), the host serves each from its own shell (web/vite/hosting.ts), and the build
 * writes that shell with the page's code preloaded (web/vite/prerender.ts). Plain data: the Vite config
 * reads it too.
 */
export const MEMBER_PAGE_MODULES = {
  "/home": "Home",
  "/profile": "Profile",
  "/matching-preference": "MatchingPreference",
  "/user": "User",
  "/recently-viewed": "RecentlyViewed",
  "/interests": "Interests",
  "/shortlist": "Shortlist",
  "/settings": "Settings",
  "/notifications": "Notifications",
  "/privacy-settings": "PrivacySettings",
  "/verification": "Verification",
  "/viewed-me": "ViewedMe",
  "/delete-account": "DeleteAccount",
  "/payment1": "Payment1",
  "/messages": "Messages",
  "/messages/:id": "Conversation",
} as const;

export type MemberPageKey = keyof typeof MEMBER_PAGE_MODULES;

/**
 * The key of a member page's path in the table above: the path itself, "/user" for a member's page
 * (/user/:userId), "/messages/:id" for a conversation. Trailing slashes are ignored.
 */
export function memberPageKey(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (/^\/user\/[^/]+$/.test(path)) return "/user";
  return /^\/messages\/[^/]+$/.test(path) ? "/messages/:id" : path;
}

/** Whether a path is a member page's. */
export const isMemberPage = (pathname: string): boolean => Object.hasOwn(MEMBER_PAGE_MODULES, memberPageKey(pathname));

/** The host's pattern for a member page's key: a member's page is /user/:userId, a conversation /messages/:id. */
export const memberRoutePattern = (key: MemberPageKey): string => (key === "/user" ? "/user/*" : key === "/messages/:id" ? "/messages/*" : key);

/** The shell file a member page is served from (dist/shells/home.html, dist/shells/conversation.html, ...). */
export const memberShellFile = (key: MemberPageKey): string => (key === "/messages/:id" ? "shells/conversation.html" : `shells/${key.slice(1)}.html`);
