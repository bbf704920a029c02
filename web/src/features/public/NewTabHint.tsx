import { VisuallyHidden } from "@mantine/core";
import { t } from "../../i18n";

/** Tells screen-reader users that a link opens a new tab (sighted users see the tab open). */
export function NewTabHint() {
  return <VisuallyHidden> {t("public.opensInNewTab")}</VisuallyHidden>;
}
