/**
 * Roles in the console (the server checks them again on every call): admins do everything; support
 * agents read, write call notes and record offline payments, but do not approve, reject, suspend,
 * delete, edit, or see staff and the audit log.
 */
import { usePermissions } from "react-admin";
import type { Role } from "./authProvider";

export function useRole(): { role: Role | null; isAdmin: boolean; isLoading: boolean } {
  const { permissions, isPending } = usePermissions<Role | null>();
  const role = permissions === "admin" || permissions === "support" ? permissions : null;
  return { role, isAdmin: role === "admin", isLoading: isPending };
}
