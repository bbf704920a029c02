import { Box, Card, CardContent, LinearProgress, Link as MuiLink, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Show, useRecordContext } from "react-admin";
import { Link } from "react-router-dom";
import { NoteBox } from "../../components/CallNoteBox";
import { StatusChip } from "../../components/chips";
import { Facts } from "../../components/Facts";
import { SimpleTable, type Column } from "../../components/SimpleTable";
import { StaffNotesTable } from "../../components/StaffNotesTable";
import { copy } from "../../copy";
import { useConsoleData } from "../../dataProvider/useConsole";
import { formatDateTime } from "../../format";
import { ReportDecisions } from "./ReportActions";
import { ReportStatusChip } from "./ReportList";
import type { ReportDetail, ReportRow } from "./types";

type Activity = ReportDetail["revealsBy"][number];
type Person = NonNullable<ReportRow["reported"]>;

function person(p: Person | null): ReactNode {
  if (p === null) return copy.reports.memberLeft;
  return (
    <MuiLink component={Link} to={`/members/${p.profileId}/show`} underline="hover">
      {p.fullName} ({p.profileCode})
    </MuiLink>
  );
}

const activityColumns: Column<Activity>[] = [
  {
    label: "Member",
    render: (a) => (a.profileCode ? `${a.fullName ?? ""} (${a.profileCode})` : copy.reports.deletedMember),
  },
  { label: "When", render: (a) => formatDateTime(a.at) },
];

const historyColumns: Column<ReportRow>[] = [
  { label: "When", render: (r) => formatDateTime(r.createdAt) },
  { label: "Reason", render: (r) => copy.reports.reasons[r.reason] ?? r.reason },
  { label: copy.reports.reporter, render: (r) => person(r.reporter) },
  { label: "Status", render: (r) => <ReportStatusChip status={r.status} /> },
];

/** The list's row primes the record; the page waits for the full one (it has `notes`). */
function useFullReport(): ReportDetail | undefined {
  const record = useRecordContext<ReportDetail>();
  return record && Array.isArray(record.notes) ? record : undefined;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A staff note on a report (support agents too). */
function ReportNoteBox({ reportId }: { reportId: string }) {
  const data = useConsoleData();
  const { noteLabel, notePlaceholder, noteSave, noteSaved } = copy.reports;
  return (
    <NoteBox
      save={(text) => data.addReportNote(reportId, text)}
      texts={{ label: noteLabel, placeholder: notePlaceholder, save: noteSave, saved: noteSaved }}
    />
  );
}

type KeptRecord = NonNullable<ReportDetail["reportedRecord"]>;

const returnColumns: Column<KeptRecord["returns"][number]>[] = [
  { label: "When", render: (x) => formatDateTime(x.at) },
  { label: "Through", render: (x) => copy.reports.recordVia[x.via] ?? x.via },
  { label: "As", render: (x) => x.profileCode ?? "—" },
];

/** What was kept of a deleted reported member (model/safety/records.ts), with any refused return. */
function SafetyRecord({ record }: { record: KeptRecord }) {
  const c = copy.reports;
  return (
    <Card variant="outlined">
      <CardContent>
        <Section title={`${c.record} (${record.profileCode})`}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {c.recordExplain}
          </Typography>
          <Facts
            facts={[
              ["Deleted on", formatDateTime(record.deletedAt)],
              ["Why kept", record.reasons.map((x) => c.recordReasons[x] ?? x).join(", ")],
              ["Return", record.barred ? c.recordBarred : c.recordNotBarred],
              ["Status reason", record.statusReason ?? "—"],
              ["Reveals", c.recordReveals(record.revealCount)],
            ]}
          />
        </Section>
        <Box sx={{ mt: 2 }}>
          <Section title={c.recordReturns}>
            <SimpleTable
              rows={record.returns}
              columns={returnColumns}
              empty={c.recordNoReturns}
              rowKey={(x, i) => `${String(x.at)}-${String(i)}`}
            />
          </Section>
        </Box>
        {record.notes.length > 0 && (
          <Box sx={{ mt: 2 }}>
            <Section title={c.notes}>
              <StaffNotesTable
                notes={record.notes.map((n, i) => ({ ...n, _id: `record-note-${String(i)}` }))}
                empty={c.noNotes}
              />
            </Section>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

function ReportBody() {
  const r = useFullReport();
  if (!r) return <LinearProgress />;
  return (
    <Stack spacing={3} sx={{ p: { xs: 1, sm: 2 } }}>
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1, flexWrap: "wrap" }} useFlexGap>
            <Typography variant="h6" component="h2">
              {copy.reports.reasons[r.reason] ?? r.reason}
            </Typography>
            <ReportStatusChip status={r.status} />
          </Stack>
          <Facts
            facts={[
              ["Reported on", formatDateTime(r.createdAt)],
              [
                copy.reports.reported,
                r.reported ? (
                  <span key="rp">
                    {person(r.reported)} <StatusChip status={r.reported.status} />
                  </span>
                ) : (
                  copy.reports.memberLeft
                ),
              ],
              ["Member since", r.reportedCreatedAt === null ? "—" : formatDateTime(r.reportedCreatedAt)],
              ["Status reason", r.reportedStatusReason ?? "—"],
              [copy.reports.reporter, person(r.reporter)],
              [
                "Review",
                r.reviewedAt === null ? "—" : copy.reports.reviewed(r.reviewedBy ?? "", formatDateTime(r.reviewedAt)),
              ],
            ]}
          />
          <Section title={copy.reports.details}>
            <Typography sx={{ whiteSpace: "pre-wrap" }}>{r.details ?? copy.reports.noDetails}</Typography>
          </Section>
          <Box sx={{ mt: 2 }}>
            <ReportDecisions report={r} />
          </Box>
        </CardContent>
      </Card>
      {r.reportedRecord !== null && <SafetyRecord record={r.reportedRecord} />}
      <Section title={copy.reports.history}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {copy.reports.filedByReported(r.reportsByReported)}
        </Typography>
        <SimpleTable
          rows={r.reportsAgainst}
          columns={historyColumns}
          empty={copy.reports.empty}
          rowKey={(x) => x._id}
        />
      </Section>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
        <Section title={copy.reports.revealsBy}>
          <SimpleTable
            rows={r.revealsBy}
            columns={activityColumns}
            empty="None."
            rowKey={(a, i) => `${a.profileId}-${String(i)}`}
          />
        </Section>
        <Section title={copy.reports.revealsOf}>
          <SimpleTable
            rows={r.revealsOf}
            columns={activityColumns}
            empty="Nobody."
            rowKey={(a, i) => `${a.profileId}-${String(i)}`}
          />
        </Section>
      </Box>
      <Section title={copy.reports.notes}>
        <Stack spacing={2}>
          <ReportNoteBox reportId={r.id} />
          <StaffNotesTable notes={r.notes} empty={copy.reports.noNotes} />
        </Stack>
      </Section>
    </Stack>
  );
}

function Title() {
  const r = useRecordContext<ReportRow>();
  return <span>{r ? copy.reports.show(copy.reports.reasons[r.reason] ?? r.reason) : copy.reports.title}</span>;
}

/** One report: the reported member, their history, the reporter, staff notes and the admin's decisions. Live. */
export function ReportShow() {
  return (
    <Show title={<Title />}>
      <ReportBody />
    </Show>
  );
}
