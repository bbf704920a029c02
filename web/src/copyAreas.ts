/**
 * The areas of page copy (shared/src/copy/<area>.ts and te/<area>.ts), each fetched with the first page that
 * needs it (i18n.ts). A leaf module: the route table (routes.ts) names them, and is read in Node by the
 * build, where the catalogues themselves cannot be imported.
 */
export type CopyArea =
  | "interests"
  | "landing"
  | "public"
  | "account"
  | "member"
  | "subscription"
  | "privacy"
  | "verification"
  | "safety"
  | "idCheck"
  | "notifications"
  | "conversations"
  | "conversationErrors";
/** Every area: what every page but the landing page loads (routes.ts's default), and the member parts of the layout. */
export const ALL_COPY: readonly CopyArea[] = [
  "interests",
  "landing",
  "public",
  "account",
  "member",
  "subscription",
  "privacy",
  "verification",
  "safety",
  "idCheck",
  "notifications",
  "conversations",
  "conversationErrors",
];
