import { Alert, Stack } from "@mui/material";
import { useNotify } from "react-admin";
import { ConfirmActionButton, DeleteByCodeButton, SuspendWithReasonButton } from "../../components/ModerationButtons";
import { copy } from "../../copy";
import type { ReportDecision } from "../../dataProvider";
import { useConsoleData } from "../../dataProvider/useConsole";
import { useRole } from "../../permissions";
import type { ReportDetail } from "./types";

/** Dismiss or warn: one confirmation. */
function SimpleDecision({ report, action }: { report: ReportDetail; action: "dismiss" | "warn" }) {
  const data = useConsoleData();
  const label = action === "dismiss" ? copy.reports.dismiss : copy.reports.warn;
  return (
    <ConfirmActionButton
      label={label}
      look={{ variant: "outlined", color: action === "warn" ? "warning" : "inherit" }}
      title={`${label}: ${report.reported?.fullName ?? copy.reports.deletedMember}?`}
      content={action === "warn" ? copy.reports.warnBody : copy.reports.reasons[report.reason]}
      done={action === "dismiss" ? copy.reports.dismissed : copy.reports.warned}
      onConfirm={() => data.actOnReport(report.id, action)}
    />
  );
}

function SuspendDecision({ report }: { report: ReportDetail }) {
  const data = useConsoleData();
  return (
    <SuspendWithReasonButton
      label={copy.reports.suspend}
      look={{ variant: "contained", color: "warning" }}
      title={`${copy.reports.suspendTitle}: ${report.reported?.fullName ?? ""}`}
      done={copy.reports.suspended}
      onSuspend={(reason) => data.actOnReport(report.id, "suspend", { reason })}
    />
  );
}

/** Deleting the reported member: the admin types the profile code, as on the member page. */
function DeleteDecision({ report }: { report: ReportDetail }) {
  const data = useConsoleData();
  const notify = useNotify();
  return (
    <DeleteByCodeButton
      label={copy.reports.delete}
      look={{ variant: "contained" }}
      fullName={report.reported?.fullName ?? ""}
      profileCode={report.reported?.profileCode ?? ""}
      onDelete={async (typed) => {
        await data.actOnReport(report.id, "delete", { confirm: typed });
        notify(copy.reports.deleted, { type: "info" });
      }}
    />
  );
}

/** An open report's decisions, for admins; support agents are told they can only add notes. */
export function ReportDecisions({ report }: { report: ReportDetail }) {
  const { role } = useRole();
  if (report.status !== "open") return null;
  if (role !== "admin") return <Alert severity="info">{copy.reports.readOnly}</Alert>;
  const present = report.reported !== null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
      <SimpleDecision report={report} action="dismiss" />
      {present && <SimpleDecision report={report} action="warn" />}
      {present && <SuspendDecision report={report} />}
      {present && <DeleteDecision report={report} />}
    </Stack>
  );
}

export type { ReportDecision };
