import { notifications, notificationsStore } from "@mantine/notifications";

const ERROR_MS = 7000;

/**
 * Toasts for the spec's "alerts". Errors stay a little longer: people reading English as a second
 * language need the time. With a `formId`, a form keeps one error toast that each new problem
 * replaces, instead of a stack of stale ones.
 */
export function toastError(message: string, formId?: string): void {
  const { notifications: shown, queue } = notificationsStore.getState();
  if (formId && [...shown, ...queue].some((n) => n.id === formId)) {
    notifications.update({ id: formId, color: "red", message, autoClose: ERROR_MS });
  } else {
    notifications.show({ id: formId, color: "red", message, autoClose: ERROR_MS });
  }
}

/** Takes a form's error toast away once the problem is fixed. */
export function clearFormError(formId: string): void {
  notifications.hide(formId);
}

export function toastSuccess(message: string): void {
  notifications.show({ color: "green", message });
}
