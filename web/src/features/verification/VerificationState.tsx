import { Alert, Text } from "@mantine/core";
import type { FunctionReturnType } from "convex/server";
import type { api } from "../../convexApi";
import { formatDate } from "../format";
import { t } from "../../i18n";

export type DocumentState = FunctionReturnType<typeof api.idVerification.status>["id"];

/**
 * Where a member's ID photo or selfie stands: not sent, waiting for staff, verified, not verified and why, or no longer
 * verified.
 */
export function VerificationState({
  state,
  kind,
  testId,
}: {
  state: DocumentState;
  kind: "id" | "photo";
  testId: string;
}) {
  switch (state.state) {
    case "none":
      return (
        <Text size="sm" c="gray.7" data-testid={testId} data-state="none">
          {t("idCheck.stateNone")}
        </Text>
      );
    case "waiting":
      return (
        <Alert color="blue" variant="light" data-testid={testId} data-state="waiting">
          {t("idCheck.stateWaiting", { date: formatDate(state.submittedAt) })}
        </Alert>
      );
    case "approved":
      return (
        <Alert color="green" variant="light" data-testid={testId} data-state="approved">
          {t("idCheck.stateApproved", { date: formatDate(state.at) })}
        </Alert>
      );
    case "revoked":
      return (
        <Alert color="orange" variant="light" data-testid={testId} data-state="revoked">
          {t(kind === "id" ? "idCheck.stateRevokedId" : "idCheck.stateRevokedPhoto")}
        </Alert>
      );
    case "rejected":
      return (
        <Alert color="red" variant="light" data-testid={testId} data-state="rejected">
          <Text size="sm">{t("idCheck.stateRejected", { reason: state.reason })}</Text>
          <Text size="sm" mt={4}>
            {t("idCheck.sendAgain")}
          </Text>
        </Alert>
      );
  }
}

/** What happens to the file, and the one thing never to do; shown beside every upload. */
export function VerificationPrivacyNote() {
  return (
    <Text size="sm" c="gray.7">
      {t("idCheck.privacyNote")} <strong>{t("idCheck.numberWarning")}</strong>
    </Text>
  );
}
