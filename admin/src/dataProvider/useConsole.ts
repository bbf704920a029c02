import { useDataProvider } from "react-admin";
import type { ConsoleDataProvider } from "./index";

/** react-admin's data provider (wrapped: errors go through authProvider.checkError) with our methods. */
export function useConsoleData(): ConsoleDataProvider {
  return useDataProvider<ConsoleDataProvider>();
}

/** The form errors a server error carries (`body.errors`), or null. */
export function formErrorsOf(error: unknown): Record<string, string> | null {
  const errors = (error as { body?: { errors?: Record<string, string> } } | null)?.body?.errors;
  return errors && Object.keys(errors).length > 0 ? errors : null;
}

export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Something went wrong. Please try again.";
}
