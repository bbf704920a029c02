import { Box, Chip, Stack, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useRecordContext } from "react-admin";
import { SimpleTable, type Column } from "../../components/SimpleTable";
import { copy } from "../../copy";
import { verificationHistoryQueryKey, type VerificationHistory } from "../../dataProvider";
import { messageOf, useConsoleData } from "../../dataProvider/useConsole";
import { formatDateTime } from "../../format";

type Row = VerificationHistory[number];
const KINDS = ["mobile", "email", "id", "photo"] as const;

const columns: Column<Row>[] = [
  { label: copy.verifications.when, render: (r) => formatDateTime(r.at) },
  { label: copy.verifications.kind, render: (r) => copy.verifications.badgeKinds[r.kind] ?? r.kind },
  { label: copy.verifications.decision, render: (r) => copy.verifications.decisions[r.decision] ?? r.decision },
  { label: copy.verifications.by, render: (r) => r.by },
  {
    label: copy.verifications.document,
    render: (r) =>
      [r.documentType === null ? null : (copy.verifications.documentTypes[r.documentType] ?? r.documentType), r.reason]
        .filter((x) => x !== null)
        .join(": ") || "—",
  },
];

/** Each badge now: granted by whom and when (its latest history row), or not verified. */
function currentBadges(rows: Row[]): { kind: (typeof KINDS)[number]; granted: Row | null }[] {
  return KINDS.map((kind) => {
    const latest = rows.find((r) => r.kind === kind && r.decision !== "rejected");
    return { kind, granted: latest?.decision === "granted" ? latest : null };
  });
}

/**
 * The member record's verified badges: each badge with who granted it and when, and the whole
 * history below (grants, removals, rejections with their reasons). Never a file: those are deleted once
 * decided. Live: it follows the queue's decisions.
 */
export function BadgeHistory() {
  const record = useRecordContext<{ id: string }>();
  const data = useConsoleData();
  const profileId = record === undefined ? "" : String(record.id);
  const { data: rows, error } = useQuery({
    queryKey: verificationHistoryQueryKey(profileId),
    queryFn: () => data.verificationHistory(profileId),
    enabled: profileId !== "",
  });
  if (error) return <Typography color="error">{messageOf(error)}</Typography>;
  if (!rows) return null;
  return (
    <Box sx={{ display: "grid", gap: 1.5 }} data-testid="badge-history">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {copy.verifications.badges}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
        {currentBadges(rows).map(({ kind, granted }) => (
          <Chip
            key={kind}
            color={granted ? "success" : "default"}
            variant={granted ? "filled" : "outlined"}
            label={`${copy.verifications.badgeKinds[kind] ?? kind}: ${granted ? `${granted.by}, ${formatDateTime(granted.at)}` : copy.verifications.notVerified}`}
          />
        ))}
      </Stack>
      <SimpleTable rows={rows} columns={columns} empty={copy.verifications.noHistory} rowKey={(r) => r._id} />
    </Box>
  );
}
