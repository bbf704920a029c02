import { Button, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { localizedResolver } from "../../forms/localizedResolver";
import { useErrorsInLanguage } from "../../forms/useErrorsInLanguage";
import { useState } from "react";
import { t } from "../../../i18n";
import { useAuth } from "../../auth";
import { StatusAlert } from "../StatusAlert";
import { createTestPayment } from "./createTestPayment";
import { testPaymentSchema, type TestPaymentInput, type TestPaymentValues } from "./testPaymentSchema";

/** idle → processing → link (SPEC §4), or one of the two failures of SPEC §8. */
type State =
  | { step: "idle" }
  | { step: "processing" }
  | { step: "link"; paymentUrl: string }
  | { step: "refused"; reason: string | null }
  | { step: "error" };

/** Darker than the theme's default error red (#fa5252), which is below AA contrast on white. */
const READABLE_ERROR = { c: "red.9" } as const;

const validate = localizedResolver(testPaymentSchema);

/** The /paye form: name and phone, 'Pay 1 Rupee', then a link to the payment page. */
export function TestPaymentForm() {
  const [state, setState] = useState<State>({ step: "idle" });
  const auth = useAuth();
  const form = useForm<TestPaymentInput, TestPaymentValues>({
    mode: "controlled",
    initialValues: { name: "", phoneNumber: "" },
    validate,
    transformValues: (values) => testPaymentSchema.parse(values),
  });
  useErrorsInLanguage(form, validate);

  const submit = form.onSubmit(async (values) => {
    setState({ step: "processing" });
    try {
      const result = await createTestPayment(values, auth.user === null ? null : await auth.convexToken());
      if (result.success) {
        setState({ step: "link", paymentUrl: result.paymentUrl });
        return;
      }
      if (result.field && result.error) form.setFieldError(result.field, result.error);
      setState({ step: "refused", reason: result.error });
    } catch {
      setState({ step: "error" });
    }
  });

  const processing = state.step === "processing";
  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t("testPayment.nameLabel")}
            autoComplete="name"
            withAsterisk
            disabled={processing}
            errorProps={READABLE_ERROR}
            {...form.getInputProps("name")}
          />
          <TextInput
            label={t("testPayment.phoneLabel")}
            description={t("testPayment.phoneHint")}
            descriptionProps={{ c: "dark.4" }}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            withAsterisk
            disabled={processing}
            errorProps={READABLE_ERROR}
            {...form.getInputProps("phoneNumber")}
          />
          <Button type="submit" size="lg" loading={processing} fullWidth>
            {t("testPayment.button")}
          </Button>
        </Stack>
      </form>
      <Outcome state={state} />
    </Stack>
  );
}

function Outcome({ state }: { state: State }) {
  switch (state.step) {
    case "idle":
      return null;
    case "processing":
      return (
        <Text role="status" c="dark.6">
          {t("testPayment.processing")}
        </Text>
      );
    case "link":
      return (
        <StatusAlert tone="success" title={t("testPayment.ready")}>
          <Button component="a" href={state.paymentUrl} color="teal.9" size="lg" mt="xs">
            {t("testPayment.openLink")}
          </Button>
        </StatusAlert>
      );
    case "refused":
      return (
        <StatusAlert tone="error" title={t("testPayment.initiationFailed")}>
          {state.reason}
        </StatusAlert>
      );
    case "error":
      return (
        <StatusAlert tone="error" title={t("testPayment.error")}>
          {t("common.somethingWrong")}
        </StatusAlert>
      );
  }
}
