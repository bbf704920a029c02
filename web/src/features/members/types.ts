import type { FunctionReturnType } from "convex/server";
import type { api } from "../../convexApi";

/** Another member's page as members.get projects it (no contact data). */
export type MemberPageData = NonNullable<FunctionReturnType<typeof api.members.get>>;

/** The profile fields both the member page and the member's own profile (members.me) carry. */
export type ProfileDetails = Omit<
  MemberPageData,
  | "_id"
  | "profileCode"
  | "age"
  | "isPremium"
  | "photos"
  | "photoLock"
  | "jatakam"
  | "jatakamLock"
  | "contactAccess"
  | "createdAt"
  | "horoscope"
  | "badges"
>;
