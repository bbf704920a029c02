import { Modal, Radio, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "convex/react";
import { useState } from "react";
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from "@matrimony/shared/rules/safety";
import { DialogActions } from "../../components/DialogActions";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { toastSuccess } from "../account/feedback";
import { errorMessage } from "../errors";
import { reasonKey } from "../safety/reasonKey";
import { checkRules, useErrorsInLanguage, type FieldRules } from "../forms/useErrorsInLanguage";

export interface ReportMessageModalProps {
  /** The message reported; null while the dialog is closed. */
  messageId: string | null;
  /** The other member's name, as the title says it. */
  name: string;
  onClose: () => void;
}

interface ReportForm {
  reason: ReportReason | "";
  details: string;
}

const RULES: FieldRules<ReportForm> = {
  reason: (value) => (value === "" ? t("safety.reasonRequired") : null),
  details: (value) => (value.trim().length > REPORT_DETAILS_MAX ? t("safety.detailsTooLong") : null),
};

/**
 * Report a message: a reason from the report reasons members know, optional details. The server attaches
 * the last 30 messages for the safety team, as the dialog says; the reporter stays unnamed to the other.
 * Like every report, it also blocks the other member, which ends the conversation (the dialog says so).
 */
export function ReportMessageModal({ messageId, name, onClose }: ReportMessageModalProps) {
  const report = useMutation(api.conversations.report);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ReportForm>({
    initialValues: { reason: "", details: "" },
    validate: RULES,
  });
  useErrorsInLanguage(form, checkRules(RULES));

  const close = () => {
    if (busy) return;
    form.reset();
    setError(null);
    onClose();
  };

  const submit = form.onSubmit(async ({ reason, details }) => {
    if (reason === "" || messageId === null) return;
    setBusy(true);
    setError(null);
    try {
      const text = details.trim();
      await report({ messageId, reason, ...(text === "" ? {} : { details: text }) });
      toastSuccess(t("conversations.reportSent"));
      form.reset();
      onClose();
    } catch (e) {
      setError(errorMessage(e, t("conversations.failed")));
    } finally {
      setBusy(false);
    }
  });

  return (
    <Modal
      opened={messageId !== null}
      onClose={close}
      title={t("conversations.reportTitle", { name })}
      centered
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">{t("conversations.reportIntro", { name })}</Text>
          <Radio.Group label={t("safety.reasonLabel")} withAsterisk {...form.getInputProps("reason")}>
            <Stack gap="xs" mt="xs">
              {REPORT_REASONS.map((reason) => (
                <Radio key={reason} value={reason} label={t(reasonKey(reason))} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={t("safety.detailsLabel")}
            description={t("safety.detailsHint", { max: REPORT_DETAILS_MAX })}
            rows={3}
            maxLength={REPORT_DETAILS_MAX}
            {...form.getInputProps("details")}
          />
          <DialogActions
            error={error}
            cancelLabel={t("safety.cancel")}
            onCancel={close}
            actionLabel={t("safety.sendReport")}
            actionColor="red"
            busy={busy}
          />
        </Stack>
      </form>
    </Modal>
  );
}
