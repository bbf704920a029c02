import { Box, Chip, LinearProgress, Typography } from "@mui/material";
import { useRecordContext } from "react-admin";
import { SimpleTable, type Column } from "../../components/SimpleTable";
import { formatDateTime } from "../../format";
import { memberLink } from "./ActivityTable";
import type { MemberRecord } from "./types";

type Entry = MemberRecord["interests"]["sent"][number];

const STATUS_COLOR: Record<Entry["status"], "default" | "primary" | "success" | "warning"> = {
  pending: "primary",
  accepted: "success",
  declined: "warning",
  withdrawn: "default",
  expired: "default",
};

const columns: Column<Entry>[] = [
  {
    label: "Member",
    render: (e) => memberLink(e.other),
  },
  { label: "Sent", render: (e) => formatDateTime(e.other.at) },
  { label: "Status", render: (e) => <Chip size="small" label={e.status} color={STATUS_COLOR[e.status]} /> },
  {
    label: "Message",
    render: (e) => [e.template ? `template: ${e.template}` : null, e.note].filter(Boolean).join(" · ") || "—",
  },
  { label: "Reply", render: (e) => (e.reply ? `${e.reply} (${formatDateTime(e.updatedAt)})` : "—") },
];

/** The member record's Interests tab: interests sent and received, newest first. */
export function InterestsTab() {
  const record = useRecordContext<MemberRecord>();
  const r = record && Array.isArray(record.payments) ? record : undefined;
  if (!r) return <LinearProgress />;
  const block = (title: string, rows: Entry[]) => (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <SimpleTable rows={rows} columns={columns} empty="None." rowKey={(e) => e._id} />
    </Box>
  );
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      {block(`Interests sent (${String(r.interests.sent.length)})`, r.interests.sent)}
      {block(`Interests received (${String(r.interests.received.length)})`, r.interests.received)}
    </Box>
  );
}
