import type { FunctionReturnType } from "convex/server";
import type { api } from "../../convexApi";

export type SafetyRow = FunctionReturnType<typeof api.admin.safety.list>["page"][number] & { id: string };
export type SafetyPerson = NonNullable<SafetyRow["member"]>;
