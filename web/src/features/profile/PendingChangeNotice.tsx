import { Alert, Button, Group, List, Stack, Text } from "@mantine/core";
import { useMutation } from "convex/react";
import { useState } from "react";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { toastError, toastSuccess } from "../account/feedback";
import { errorMessage } from "../errors";
import type { Me } from "../session/useSession";
import { isTypedField, pendingLines, reviewedValueLabel } from "./pendingChange";

const FIELD_KEYS = {
  fullName: "profileField.fullName",
  maritalStatus: "profileField.maritalStatus",
  caste: "profileField.caste",
  religion: "profileField.religion",
  aboutMe: "profileField.aboutMe",
  aboutFamily: "profileField.aboutFamily",
} as const;

/**
 * The owner's view of a change waiting for staff review: each detail with its current value (what others
 * see) and the new one, and a way to withdraw it. Nothing is shown when nothing waits.
 */
export function PendingChangeNotice({ me }: { me: Me }) {
  const withdraw = useMutation(api.members.withdrawProfileChange);
  const [busy, setBusy] = useState(false);
  const lines = pendingLines(me);
  if (lines.length === 0) return null;
  const onWithdraw = async () => {
    setBusy(true);
    try {
      await withdraw({});
      toastSuccess(t("profile.reviewWithdrawn"));
    } catch (error) {
      toastError(errorMessage(error, t("profile.reviewWithdrawFailed")));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      color="yellow"
      variant="light"
      title={t("profile.reviewTitle")}
      role="status"
      aria-label={t("profile.reviewTitle")}
    >
      <Stack gap="xs">
        <Text size="sm">{t("profile.reviewIntro")}</Text>
        <List spacing={4} size="sm">
          {lines.map((line) => (
            <List.Item key={line.field}>
              <Text span fw={600}>
                {t(FIELD_KEYS[line.field])}:
              </Text>{" "}
              <Text span translate={isTypedField(line.field) ? "no" : undefined}>
                {t("profile.reviewCurrent", { value: reviewedValueLabel(line.field, line.current) })}
              </Text>
              {" · "}
              <Text span fw={600} translate={isTypedField(line.field) ? "no" : undefined}>
                {t("profile.reviewNew", { value: reviewedValueLabel(line.field, line.proposed) })}
              </Text>
            </List.Item>
          ))}
        </List>
        <Group>
          <Button variant="default" size="xs" loading={busy} onClick={() => void onWithdraw()}>
            {t("profile.reviewWithdraw")}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
