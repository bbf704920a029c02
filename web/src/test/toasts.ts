import { screen } from "@testing-library/react";

/** The texts of the toasts on screen (Mantine notifications), oldest first. */
export function toastTexts(): string[] {
  return Array.from(document.querySelectorAll(".mantine-Notification-description")).map((n) => n.textContent ?? "");
}

/** Waits until a toast with exactly `text` (spaces included: some spec texts end in one) is on screen. */
export async function findToast(text: string): Promise<void> {
  await screen.findAllByText(text, { selector: ".mantine-Notification-description", normalizer: (s) => s });
}
