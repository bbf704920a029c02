import { Box, LinearProgress, Link as MuiLink, Typography } from "@mui/material";
import { useRecordContext } from "react-admin";
import { Link } from "react-router-dom";
import { SimpleTable, type Column } from "../../components/SimpleTable";
import { copy } from "../../copy";
import { formatDateTime } from "../../format";
import { ReportStatusChip } from "../reports/ReportList";
import type { MemberRecord } from "./types";

type Safety = MemberRecord["safety"];
type Activity = Safety["blocked"][number];
type Report = Safety["reportsAgainst"][number];

function memberLink(a: Activity) {
  return a.profileCode ? (
    <MuiLink component={Link} to={`/members/${a.profileId}/show`} underline="hover">
      {a.fullName} ({a.profileCode})
    </MuiLink>
  ) : (
    copy.reports.deletedMember
  );
}

const activityColumns: Column<Activity>[] = [
  { label: "Member", render: memberLink },
  { label: "When", render: (a) => formatDateTime(a.at) },
];

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

/** The member record's Safety tab (issue 15): reports against them, blocks either way, who shortlisted them. */
export function SafetyTab() {
  const r = useRecordContext<MemberRecord>();
  if (!r || !("safety" in r) || r.safety === undefined) return <LinearProgress />;
  const block = (title: string, rows: Activity[], empty: string) => (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <SimpleTable rows={rows} columns={activityColumns} empty={empty} rowKey={(a, i) => `${a.profileId}-${String(i)}`} />
    </Box>
  );
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {copy.reports.history}
        </Typography>
        <SimpleTable rows={r.safety.reportsAgainst} columns={reportColumns} empty="No reports." rowKey={(x) => x._id} />
      </Box>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
        {block("Blocked by", r.safety.blockedBy, "Nobody.")}
        {block("This member blocked", r.safety.blocked, "Nobody.")}
        {block("Shortlisted by", r.safety.shortlistedBy, "Nobody yet.")}
      </Box>
    </Box>
  );
}
