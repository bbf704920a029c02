import { Button, Group } from "@mantine/core";
import { SITE } from "@matrimony/shared/site";
import { FileIcon } from "../features/public/icons";
import { NewTabHint } from "../features/public/NewTabHint";
import { PublicPage } from "../features/public/PublicPage";
import { t } from "../i18n";

/** /explore (SPEC §2): a button to the external PDF of matches. */
export default function ExplorePage() {
  return (
    <PublicPage title={t("explore.title")} intro={t("explore.text")}>
      <Group>
        <Button
          component="a"
          href={SITE.links.matchesPdf}
          target="_blank"
          rel="noopener noreferrer"
          size="lg"
          leftSection={<FileIcon size={22} />}
        >
          {t("explore.openPdf")}
          <NewTabHint />
        </Button>
      </Group>
    </PublicPage>
  );
}
