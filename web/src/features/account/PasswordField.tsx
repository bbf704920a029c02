import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import type { Ref } from "react";
import { t } from "../../i18n";

/**
 * Mantine's PasswordInput with what it leaves out: aria-invalid on the input when it has an error (so
 * screen readers announce it, as TextInput does), and a translated label on the show/hide button.
 */
export function PasswordField(props: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <PasswordInput
      {...props}
      aria-invalid={props.error ? true : undefined}
      visibilityToggleButtonProps={{ "aria-label": t("password.toggleVisibility") }}
    />
  );
}
