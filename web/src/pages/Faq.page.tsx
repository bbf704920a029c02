import { Accordion, Box } from "@mantine/core";
import { ContactButtons } from "../features/public/ContactButtons";
import { copyParams } from "../features/public/copyParams";
import { FAQ_ITEMS } from "../features/public/faq";
import { PublicPage } from "../features/public/PublicPage";
import { RichText } from "../features/public/RichText";
import { t } from "../i18n";

/**
 * The item's id part: Mantine builds element ids from it, and a "." in an id reads as a CSS class to selector-based
 * tools.
 */
const itemValue = (key: string) => key.replace(/\W/g, "-");

/**
 * The five questions of SPEC §2 as an accordion; questions are h2 headings for screen-reader navigation.
 * Collapsed answers stay in the page, hidden with display: none rather than React's Activity (Mantine's
 * default), which leaves them out of the prerendered HTML: a search engine reads the answers too.
 */
export default function FaqPage() {
  return (
    <PublicPage title={t("faq.title")}>
      <Accordion
        variant="separated"
        radius="md"
        order={2}
        keepMountedMode="display-none"
        styles={{ label: { fontWeight: 600 } }}
      >
        {FAQ_ITEMS.map((item) => (
          <Accordion.Item key={item.question} value={itemValue(item.question)}>
            <Accordion.Control>{t(item.question, copyParams())}</Accordion.Control>
            <Accordion.Panel>
              <RichText text={t(item.answer, copyParams())} />
              {item.withContactButtons && (
                <Box mt="md">
                  <ContactButtons />
                </Box>
              )}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </PublicPage>
  );
}
