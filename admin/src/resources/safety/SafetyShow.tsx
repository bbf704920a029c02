import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Link as MuiLink,
  Stack,
  Typography,
} from "@mui/material";
import { type ReactNode, useState } from "react";
import { Show, useNotify, useRecordContext } from "react-admin";
import { Link } from "react-router-dom";
import { StatusChip } from "../../components/chips";
import { Facts } from "../../components/Facts";
import { SimpleTable, type Column } from "../../components/SimpleTable";
import { copy } from "../../copy";
import type { SafetyExcerpt } from "../../dataProvider";
import { messageOf, useConsoleData } from "../../dataProvider/useConsole";
import { formatDateTime } from "../../format";
import { SafetyDecisions } from "./SafetyActions";
import { SafetyKindChip } from "./SafetyList";
import type { SafetyPerson, SafetyRow } from "./types";

function person(p: SafetyPerson | null): ReactNode {
  if (p === null) return copy.safety.deletedMember;
  return (
    <span>
      <MuiLink component={Link} to={`/members/${p.profileId}/show`} underline="hover">
        {p.fullName} ({p.profileCode})
      </MuiLink>{" "}
      <StatusChip status={p.status} />
    </span>
  );
}

type ExcerptMessage = SafetyExcerpt["messages"][number];
const excerptColumns: Column<ExcerptMessage>[] = [
  { label: "When", render: (m) => formatDateTime(m.sentAt) },
  { label: "From", render: (m) => (m.from === "member" ? copy.safety.fromMember : copy.safety.fromOther) },
  {
    label: "Message",
    render: (m) => <Typography sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{m.text}</Typography>,
  },
];

/** The excerpt opens on a click only; the server writes each opening to the audit log. */
function ExcerptBox({ entry }: { entry: SafetyRow }) {
  const data = useConsoleData();
  const notify = useNotify();
  const [excerpt, setExcerpt] = useState<SafetyExcerpt | null>(null);
  const [busy, setBusy] = useState(false);
  if (!entry.hasExcerpt) return <Typography color="text.secondary">{copy.safety.excerptGone}</Typography>;
  return (
    <Stack spacing={1}>
      <Alert severity="info">{copy.safety.excerptPrivacy}</Alert>
      {excerpt === null ? (
        <Button
          variant="outlined"
          disabled={busy}
          sx={{ alignSelf: "flex-start" }}
          onClick={async () => {
            setBusy(true);
            try {
              setExcerpt(await data.openExcerpt(entry.id));
            } catch (error) {
              notify(messageOf(error), { type: "error" });
            } finally {
              setBusy(false);
            }
          }}
        >
          {copy.safety.openExcerpt}
        </Button>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {copy.safety.excerptTaken(formatDateTime(excerpt.takenAt))}
          </Typography>
          <SimpleTable
            rows={excerpt.messages}
            columns={excerptColumns}
            empty="—"
            rowKey={(m, i) => `${String(m.sentAt)}-${String(i)}`}
          />
        </>
      )}
    </Stack>
  );
}

function SafetyBody() {
  const entry = useRecordContext<SafetyRow>();
  if (!entry) return <LinearProgress />;
  const facts: [string, ReactNode][] = [
    ["Flagged on", formatDateTime(entry.createdAt)],
    [copy.safety.member, person(entry.member)],
    [copy.safety.startedByMember, entry.member === null ? "—" : String(entry.member.startedThisWeek)],
    [copy.safety.other, person(entry.other)],
    [copy.safety.startedByOther, entry.other === null ? "—" : String(entry.other.startedThisWeek)],
    [
      copy.safety.conversation,
      entry.conversationEnded ? copy.safety.conversationEnded(entry.endedReason ?? "—") : copy.safety.conversationOpen,
    ],
  ];
  if (entry.kind === "money") facts.push([copy.safety.moneyKinds, entry.moneyKinds.join(", ") || "—"]);
  if (entry.reportReason !== null)
    facts.push([copy.safety.reportReason, copy.reports.reasons[entry.reportReason] ?? entry.reportReason]);
  return (
    <Stack spacing={3} sx={{ p: { xs: 1, sm: 2 } }}>
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1, flexWrap: "wrap" }} useFlexGap>
            <SafetyKindChip kind={entry.kind} />
            <Chip
              size="small"
              label={
                entry.status === "open"
                  ? copy.safety.statuses.open
                  : (copy.safety.outcomes[entry.outcome ?? ""] ?? copy.safety.statuses.closed)
              }
            />
          </Stack>
          <Facts facts={facts} />
          <Typography variant="body2" sx={{ mt: 1 }}>
            {entry.kind === "outreach" && entry.recipients !== null
              ? copy.safety.recipients(entry.recipients)
              : copy.safety.hits(entry.hits)}
          </Typography>
          {entry.closedAt !== null && (
            <Typography variant="body2" color="text.secondary">
              {copy.safety.closed(entry.closedBy ?? "", formatDateTime(entry.closedAt))}
            </Typography>
          )}
          <Box sx={{ mt: 2 }}>
            <SafetyDecisions entry={entry} />
          </Box>
        </CardContent>
      </Card>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
          {copy.safety.excerpt}
        </Typography>
        <ExcerptBox entry={entry} />
      </Box>
    </Stack>
  );
}

function Title() {
  const r = useRecordContext<SafetyRow>();
  return <span>{r ? copy.safety.show(copy.safety.kinds[r.kind] ?? r.kind) : copy.safety.title}</span>;
}

/**
 * One entry: the two members (links to their records), what raised it, the audited excerpt, the admin's decisions.
 * Live.
 */
export function SafetyShow() {
  return (
    <Show title={<Title />}>
      <SafetyBody />
    </Show>
  );
}
