import { Box, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { findCoupon, type CouponCode } from "@matrimony/shared/rules/pricing";
import { t } from "../../i18n";
import { checkRules, useErrorsInLanguage, type FieldRules } from "../forms/useErrorsInLanguage";

export type AppliedCoupon = { code: CouponCode; percent: number };

interface CouponEntryProps {
  applied: AppliedCoupon | null;
  /** Called with the matched coupon, or null when the code is unknown or the coupon is removed. */
  onChange: (coupon: AppliedCoupon | null) => void;
}

const RULES: FieldRules<{ code: string }> = { code: (code) => (findCoupon(code) ? null : t("coupon.invalid")) };

/**
 * Coupon entry (SPEC §5): matched case-insensitively; unknown → 'Invalid coupon code', known → 'Coupon
 * applied'. One coupon at a time: a new code replaces the old one, and an unknown code removes it, so the
 * bill always matches what the box says.
 */
export function CouponEntry({ applied, onChange }: CouponEntryProps) {
  const form = useForm({
    mode: "controlled",
    initialValues: { code: "" },
    validate: RULES,
  });
  useErrorsInLanguage(form, checkRules(RULES));

  const submit = form.onSubmit(
    (values) => onChange(findCoupon(values.code)),
    () => onChange(null),
  );

  const remove = () => {
    form.reset();
    onChange(null);
  };

  return (
    <Stack gap="xs">
      <form onSubmit={submit} noValidate>
        <TextInput
          label={t("pay.couponLabel")}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          // Darker than the theme's default error red, which is below AA contrast on white.
          errorProps={{ role: "alert", c: "red.9" }}
          // The Apply button sits beside the box, the error message below both.
          inputContainer={(input) => (
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Box flex={1}>{input}</Box>
              <Button type="submit" variant="light">
                {t("pay.applyCoupon")}
              </Button>
            </Group>
          )}
          {...form.getInputProps("code")}
        />
      </form>
      {applied && (
        <Group gap="sm" justify="space-between" wrap="nowrap">
          <Text role="status" c="teal.9" fw={600}>
            {t("coupon.applied")}
          </Text>
          <Button variant="subtle" color="dark" size="compact-md" onClick={remove}>
            {t("pay.removeCoupon")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
