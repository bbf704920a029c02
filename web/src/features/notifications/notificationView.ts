import type { FunctionReturnType } from "convex/server";
import { notificationLink, notificationText } from "@matrimony/shared/notificationText";
import { formatRupees } from "@matrimony/shared/rules/invoices/gst";
import type { api } from "../../convexApi";
import { t } from "../../i18n";
import { formatDate } from "../format";

export type NotificationRow = FunctionReturnType<typeof api.notifications.list>["page"][number];

/** A notification's title, line and link, in the language on screen, from its kind and params. */
export function notificationView(row: NotificationRow): { title: string; body: string; to: string } {
  const text = notificationText(row.kind, {
    name: row.memberName ?? t("notifications.someone"),
    ...(row.params.reason !== undefined ? { reason: row.params.reason } : {}),
    ...(row.params.until !== undefined ? { date: formatDate(row.params.until) } : {}),
    ...(row.params.badge !== undefined ? { badge: row.params.badge } : {}),
    ...(row.params.decision !== undefined ? { decision: row.params.decision } : {}),
    ...(row.params.outcome !== undefined ? { outcome: row.params.outcome } : {}),
    ...(row.params.changeReason !== undefined ? { changeReason: row.params.changeReason } : {}),
    ...(row.params.photoReason !== undefined ? { photoReason: row.params.photoReason } : {}),
    ...(row.params.amountPaise !== undefined ? { amount: `₹${formatRupees(row.params.amountPaise)}` } : {}),
  });
  const values = {
    ...text.values,
    ...(text.badgeKey ? { badge: t(text.badgeKey) } : {}),
    ...(text.reasonKey ? { reason: t(text.reasonKey) } : {}),
  };
  return {
    title: t(text.title),
    body: t(text.body, values),
    to: notificationLink(row.kind, row.memberId ?? undefined),
  };
}
