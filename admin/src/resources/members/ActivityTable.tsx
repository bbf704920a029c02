import { Box, Link as MuiLink, Typography } from "@mui/material";
import { Link } from "react-router-dom";
import { SimpleTable, type Column } from "../../components/SimpleTable";
import { copy } from "../../copy";
import { formatDateTime } from "../../format";
import type { MemberRecord } from "./types";

/** Another member and a time, as the record's tables hold them (views, reveals, blocks, shortlists, interests). */
export type Activity = MemberRecord["viewedBy"][number];

/** "Name (CODE)" linking to the other member's record, or "Deleted member" once they are gone. */
export function memberLink(a: Activity) {
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

/** A titled table of who and when, on the member record's Activity and Safety tabs. */
export function ActivityTable({ title, rows, empty }: { title: string; rows: Activity[]; empty: string }) {
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <SimpleTable
        rows={rows}
        columns={activityColumns}
        empty={empty}
        rowKey={(a, i) => `${a.profileId}-${String(i)}`}
      />
    </Box>
  );
}
