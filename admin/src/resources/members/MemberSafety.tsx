import { Box, LinearProgress, Link as MuiLink, Typography } from "@mui/material";
import { useRecordContext } from "react-admin";
import { Link } from "react-router-dom";
import { SimpleTable, type Column } from "../../components/SimpleTable";
import { copy } from "../../copy";
import { formatDateTime } from "../../format";
import { ReportStatusChip } from "../reports/ReportList";
import { ActivityTable, memberLink } from "./ActivityTable";
import type { MemberRecord } from "./types";

type Safety = MemberRecord["safety"];
type Report = Safety["reportsAgainst"][number];

const reportColumns: Column<Report>[] = [
  {
    label: "When",
    render: (r) => (
      <MuiLink component={Link} to={`/reports/${r._id}/show`} underline="hover">
        {formatDateTime(r.createdAt)}
      </MuiLink>
    ),
  },
  { label: "Reason", render: (r) => copy.reports.reasons[r.reason] ?? r.reason },
  { label: copy.reports.reporter, render: (r) => memberLink(r.reporter) },
  { label: "Status", render: (r) => <ReportStatusChip status={r.status} /> },
];

/** The member record's Safety tab: reports against them, blocks either way, who shortlisted them. */
export function SafetyTab() {
  const r = useRecordContext<MemberRecord>();
  if (!r || !("safety" in r) || r.safety === undefined) return <LinearProgress />;
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {copy.reports.history}
        </Typography>
        <SimpleTable rows={r.safety.reportsAgainst} columns={reportColumns} empty="No reports." rowKey={(x) => x._id} />
      </Box>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
        <ActivityTable title="Blocked by" rows={r.safety.blockedBy} empty="Nobody." />
        <ActivityTable title="This member blocked" rows={r.safety.blocked} empty="Nobody." />
        <ActivityTable title="Shortlisted by" rows={r.safety.shortlistedBy} empty="Nobody yet." />
      </Box>
    </Box>
  );
}
