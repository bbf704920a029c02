import { Button, Group } from "@mantine/core";
import { Link } from "react-router-dom";
import { copyParams } from "../features/public/copyParams";
import { PublicPage } from "../features/public/PublicPage";
import { RichText } from "../features/public/RichText";
import { t } from "../i18n";

/** /about-us (SPEC §2): title and description. */
export default function AboutUsPage() {
  return (
    <PublicPage title={t("about.title")} intro={t("about.intro", copyParams())}>
      <RichText text={t("about.body")} />
      <Group>
        <Button component={Link} to="/register" size="lg">
          {t("about.cta")}
        </Button>
      </Group>
    </PublicPage>
  );
}
