import type { FunctionReturnType } from "convex/server";
import type { api } from "../../convexApi";

export type MemberRecord = NonNullable<FunctionReturnType<typeof api.admin.members.get>> & { id: string };
export type MemberRow = FunctionReturnType<typeof api.admin.members.list>["page"][number] & { id: string };
