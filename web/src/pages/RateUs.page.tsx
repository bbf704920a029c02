import { Button, Modal, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { RATE_US_POPUP_MS } from "@matrimony/shared/constants";
import { SITE } from "@matrimony/shared/site";
import { copyParams } from "../features/public/copyParams";
import { StarIcon } from "../features/public/icons";
import { MODAL_STYLES } from "../features/public/modalStyles";
import { NewTabHint } from "../features/public/NewTabHint";
import { PublicPage } from "../features/public/PublicPage";
import { t } from "../i18n";

/** /rate-us (SPEC §2): after 1 second a popup invites a review; closing it goes to /. */
export default function RateUsPage() {
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setOpened(true), RATE_US_POPUP_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const close = () => {
    setOpened(false);
    navigate("/");
  };

  return (
    <PublicPage title={t("rateUs.title")} intro={t("rateUs.text", copyParams())}>
      <Modal
        opened={opened}
        onClose={close}
        title={t("rateUs.popupTitle", copyParams())}
        centered
        styles={MODAL_STYLES}
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        <Stack gap="md">
          <Text>{t("rateUs.popupText")}</Text>
          <Button
            component="a"
            href={SITE.links.reviews}
            target="_blank"
            rel="noopener noreferrer"
            size="lg"
            leftSection={<StarIcon size={20} />}
          >
            {t("rateUs.writeReview")}
            <NewTabHint />
          </Button>
          <Button variant="subtle" color="dark" onClick={close}>
            {t("rateUs.notNow")}
          </Button>
        </Stack>
      </Modal>
    </PublicPage>
  );
}
