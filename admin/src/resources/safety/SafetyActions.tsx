import { Alert, Stack } from "@mui/material";
import { ConfirmActionButton, SuspendWithReasonButton } from "../../components/ModerationButtons";
import { copy } from "../../copy";
import type { SafetyDecision } from "../../dataProvider";
import { useConsoleData } from "../../dataProvider/useConsole";
import { useRole } from "../../permissions";
import type { SafetyRow } from "./types";

const TEXTS: Record<
  Exclude<SafetyDecision, "suspend">,
  { label: string; body: string; done: string; color: "inherit" | "warning" | "error" }
> = {
  dismiss: { label: copy.safety.dismiss, body: copy.safety.dismissBody, done: copy.safety.dismissed, color: "inherit" },
  warn: { label: copy.safety.warn, body: copy.safety.warnBody, done: copy.safety.warned, color: "warning" },
  end: { label: copy.safety.end, body: copy.safety.endBody, done: copy.safety.ended, color: "error" },
};

/** Dismiss, warn or end the conversation: one confirmation each. */
function SimpleDecision({ entry, action }: { entry: SafetyRow; action: Exclude<SafetyDecision, "suspend"> }) {
  const data = useConsoleData();
  const t = TEXTS[action];
  return (
    <ConfirmActionButton
      label={t.label}
      look={{ variant: "outlined", color: t.color }}
      title={`${t.label}: ${entry.member?.fullName ?? copy.safety.deletedMember}?`}
      content={t.body}
      done={t.done}
      onConfirm={() => data.actOnSafety(entry.id, action)}
    />
  );
}

/** An open entry's decisions, for admins; support agents are told they can only read. */
export function SafetyDecisions({ entry }: { entry: SafetyRow }) {
  const { role } = useRole();
  const data = useConsoleData();
  if (entry.status !== "open") return null;
  if (role !== "admin") return <Alert severity="info">{copy.safety.readOnly}</Alert>;
  const present = entry.member !== null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
      <SimpleDecision entry={entry} action="dismiss" />
      {present && <SimpleDecision entry={entry} action="warn" />}
      {!entry.conversationEnded && <SimpleDecision entry={entry} action="end" />}
      {present && (
        <SuspendWithReasonButton
          label={copy.safety.suspend}
          look={{ variant: "contained", color: "warning" }}
          title={`${copy.safety.suspendTitle}: ${entry.member?.fullName ?? ""}`}
          done={copy.safety.suspended}
          onSuspend={(reason) => data.actOnSafety(entry.id, "suspend", { reason })}
        />
      )}
    </Stack>
  );
}
