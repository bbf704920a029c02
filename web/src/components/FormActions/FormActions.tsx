import { Button, Group, type MantineSpacing } from "@mantine/core";
import { t } from "../../i18n";

export interface FormActionsProps {
  /** Leaves the form without saving. */
  onCancel: () => void;
  /** The form is being saved: Save shows so, and Cancel waits for it. */
  saving: boolean;
  mt?: MantineSpacing;
}

/** An edit form's last row: Cancel, then Save, which submits the form it is in. */
export function FormActions({ onCancel, saving, mt }: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={saving}>
        {t("common.cancel")}
      </Button>
      <Button type="submit" loading={saving}>
        {t("common.save")}
      </Button>
    </Group>
  );
}
