import { Button, Group, type ButtonProps } from "@mantine/core";
import { telUrl, whatsAppChatUrl } from "@matrimony/shared/site";
import { t } from "../../i18n";
import { SUPPORT_PHONE } from "./copyParams";
import { ChatIcon, PhoneIcon } from "./icons";
import { NewTabHint } from "./NewTabHint";

/** WhatsApp's dark teal: white text on it passes WCAG AA, which the bright brand green does not. */
export const WHATSAPP_COLOR = "#075e54";

interface ContactButtonsProps {
  /** The message typed into the WhatsApp chat; the general greeting by default. */
  whatsAppMessage?: string;
  size?: ButtonProps["size"];
  /** Stack full-width on phones (true) or keep side by side. */
  grow?: boolean;
}

/** The one support line, as a call button and a WhatsApp chat button (SPEC §9: one number serves both). */
export function ContactButtons({ whatsAppMessage, size = "md", grow = true }: ContactButtonsProps) {
  return (
    <Group gap="sm" grow={grow} preventGrowOverflow={false} wrap="wrap">
      <Button component="a" href={telUrl()} size={size} leftSection={<PhoneIcon size={20} />} miw={200}>
        {t("public.callUs", { phone: SUPPORT_PHONE })}
      </Button>
      <WhatsAppButton message={whatsAppMessage} size={size} />
    </Group>
  );
}

/** Opens a WhatsApp chat with the support line, the greeting already typed (SPEC §2). */
export function WhatsAppButton({ message, size = "md" }: { message?: string; size?: ButtonProps["size"] }) {
  return (
    <Button
      component="a"
      href={whatsAppChatUrl(message ?? t("footer.whatsappGreeting"))}
      target="_blank"
      rel="noopener noreferrer"
      color={WHATSAPP_COLOR}
      size={size}
      leftSection={<ChatIcon size={20} />}
      miw={200}
    >
      {t("public.whatsappChat")}
      <NewTabHint />
    </Button>
  );
}
