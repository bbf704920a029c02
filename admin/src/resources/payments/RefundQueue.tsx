import { Link as MuiLink, Paper, Typography } from "@mui/material";
import { useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { Link } from "react-router-dom";
import { api } from "../../convexApi";
import { SimpleTable, type Column } from "../../components/SimpleTable";
import { copy } from "../../copy";
import { formatDateTime, formatRupees } from "../../format";
import { useRole } from "../../permissions";

const texts = copy.refundQueue;

type WaitingRefund = FunctionReturnType<typeof api.admin.refunds.waiting>[number];

const columns: Column<WaitingRefund>[] = [
  { label: texts.proposedAt, render: (r) => formatDateTime(r.createdAt) },
  { label: texts.amount, align: "right", render: (r) => formatRupees(r.amountPaise) },
  { label: texts.reason, render: (r) => r.reason },
  { label: texts.proposedBy, render: (r) => r.proposedBy },
  {
    label: texts.payment,
    render: (r) => (
      <MuiLink component={Link} to={`/payments/${r.paymentId}/show`} underline="hover">
        {texts.open}
      </MuiLink>
    ),
  },
];

/**
 * Refunds proposed and waiting for an admin's decision (`admin/refunds.waiting`), oldest first, above the
 * payments list. The decision itself is taken on the payment's page, beside its invoice and earlier refunds,
 * so the queue only links there and is read-only for everyone; support sees it to know what is pending.
 * Nothing is shown while nothing waits, so the payments list keeps its place.
 */
export function RefundQueue() {
  const waiting = useQuery(api.admin.refunds.waiting, {});
  const { isAdmin } = useRole();
  if (waiting === undefined || waiting.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="refund-queue-title" sx={{ p: 2, mt: 2 }}>
      <Typography id="refund-queue-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {texts.title(waiting.length)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {isAdmin ? texts.adminHint : texts.supportHint}
      </Typography>
      <SimpleTable label={texts.tableLabel} rows={waiting} columns={columns} empty="" rowKey={(r) => r._id} />
    </Paper>
  );
}
