import { Anchor, Text } from "@mantine/core";
import type { FunctionReturnType } from "convex/server";
import type { api } from "../../convexApi";
import { t } from "../../i18n";

type MemberPageData = NonNullable<FunctionReturnType<typeof api.members.get>>;

/**
 * A member's jatakam as the page shows it: a link to open it (a PDF is downloaded), or why it is not
 * shown; nothing when there is none. The link is a signed photo-route link made out to the viewer.
 */
export function JatakamLink({
  jatakam,
  lock,
}: {
  jatakam: MemberPageData["jatakam"];
  lock: MemberPageData["jatakamLock"];
}) {
  if (jatakam !== null) {
    const pdf = jatakam.contentType === "application/pdf";
    return (
      <Anchor href={jatakam.url} target="_blank" rel="noopener noreferrer" fw={600}>
        {t(pdf ? "jatakam.download" : "jatakam.open")}
      </Anchor>
    );
  }
  if (lock === null) return null;
  return (
    <Text size="sm" c="gray.7">
      {t(lock === "interest" ? "jatakam.lockedInterest" : "jatakam.lockedStaff")}
    </Text>
  );
}
