import { Button, Group, Text, type MantineColor } from "@mantine/core";

export interface DialogActionsProps {
  /** Why the last try failed, read out as an alert above the buttons. */
  error?: string | null;
  cancelLabel: string;
  onCancel: () => void;
  actionLabel: string;
  /** Runs the action; without it the action button submits the form the dialog holds. */
  onAction?: () => void;
  actionColor?: MantineColor;
  /** The action is running: its button shows so, and Cancel waits for it. */
  busy: boolean;
}

/** A dialog's last row: Cancel, then the action it asks for (and, above them, why the last try failed). */
export function DialogActions({
  error,
  cancelLabel,
  onCancel,
  actionLabel,
  onAction,
  actionColor,
  busy,
}: DialogActionsProps) {
  return (
    <>
      {error && (
        <Text c="red.8" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button
          color={actionColor}
          loading={busy}
          {...(onAction ? { onClick: onAction } : { type: "submit" as const })}
        >
          {actionLabel}
        </Button>
      </Group>
    </>
  );
}
