import { Button, Modal, Radio, Stack, Text, Textarea, type ButtonProps } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "convex/react";
import { useState } from "react";
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from "@matrimony/shared/rules/safety";
import { DialogActions } from "../../components/DialogActions";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { toastError, toastSuccess } from "../account/feedback";
import { errorMessage } from "../errors";
import { reasonKey } from "./reasonKey";
import { checkRules, useErrorsInLanguage, type FieldRules } from "../forms/useErrorsInLanguage";

export interface ReportActionProps {
  /** The reported member's profile id. */
  profileId: string;
  /** Their name, as the form's title says it. */
  name: string;
  /** Called once the report is sent (it also blocked the member: the caller may leave the page). */
  onReported?: () => void;
  /** The opening button's look (a card's small menu button, a page's larger one). */
  buttonProps?: ButtonProps;
}

interface ReportForm {
  reason: ReportReason | "";
  details: string;
}

const RULES: FieldRules<ReportForm> = {
  reason: (value) => (value === "" ? t("safety.reasonRequired") : null),
  details: (value) => (value.trim().length > REPORT_DETAILS_MAX ? t("safety.detailsTooLong") : null),
};

/** "Report" as a button that opens the report form (member pages, who saw my number). */
export function ReportAction({ profileId, name, onReported, buttonProps }: ReportActionProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="subtle" color="red" {...buttonProps} onClick={() => setOpened(true)}>
        {t("safety.report")}
      </Button>
      <ReportModal
        profileId={profileId}
        name={name}
        opened={opened}
        onClose={() => setOpened(false)}
        onReported={onReported}
      />
    </>
  );
}

export interface ReportModalProps {
  profileId: string;
  name: string;
  opened: boolean;
  onClose: () => void;
  onReported?: () => void;
}

/**
 * The report form: a reason from the fixed list, optional details. Sending it also blocks the
 * member, as the form says; the server checks the reason, the details' length and the rate limit.
 */
export function ReportModal({ profileId, name, opened, onClose, onReported }: ReportModalProps) {
  const [busy, setBusy] = useState(false);
  const report = useMutation(api.safety.report);
  const form = useForm<ReportForm>({
    initialValues: { reason: "", details: "" },
    validate: RULES,
  });
  useErrorsInLanguage(form, checkRules(RULES));

  const close = () => {
    if (busy) return;
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async ({ reason, details }) => {
    if (reason === "") return;
    setBusy(true);
    try {
      const text = details.trim();
      await report({
        profileId,
        reason,
        ...(text === "" ? {} : { details: text }),
      });
      toastSuccess(t("safety.reportSent"));
      form.reset();
      onClose();
      onReported?.();
    } catch (error) {
      toastError(errorMessage(error, t("safety.failed")));
    } finally {
      setBusy(false);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t("safety.reportTitle", { name })}
      centered
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">{t("safety.reportIntro")}</Text>
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
            rows={4}
            maxLength={REPORT_DETAILS_MAX}
            {...form.getInputProps("details")}
          />
          <DialogActions
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
