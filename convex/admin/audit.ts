/**
 * Audit log screen (admins: it is how staff's own actions are supervised). Entries about one member
 * also appear on that member's page (admin/members:get), which support can see.
 */
import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { v } from "convex/values";
import { adminQuery } from "../functions";
import { listAudit, vAuditFilter, vAuditSort } from "../model/admin/audit";
import { vAuditEntry } from "../model/admin/projections";

export const list = adminQuery({
  args: { paginationOpts: paginationOptsValidator, filter: v.optional(vAuditFilter), sort: v.optional(vAuditSort) },
  returns: paginationResultValidator(vAuditEntry),
  handler: async (ctx, args) => await listAudit(ctx, args),
});
