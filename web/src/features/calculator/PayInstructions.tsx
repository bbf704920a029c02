import { Modal, Stack, Text } from "@mantine/core";
import { ContactButtons } from "../public/ContactButtons";
import { SUPPORT_PHONE } from "../public/copyParams";
import { MODAL_STYLES } from "../public/modalStyles";
import { t } from "../../i18n";

interface PayInstructionsProps {
  opened: boolean;
  onClose: () => void;
  amount: string;
  planName: string;
}

/**
 * What the calculator's Pay button shows (SPEC §7: it makes no call, only names a payment app): pay by
 * UPI to the support number, then send the screenshot on WhatsApp.
 */
export function PayInstructions({ opened, onClose, amount, planName }: PayInstructionsProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("pay.howToPayTitle")}
      centered
      styles={MODAL_STYLES}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Stack gap="md">
        <Text size="lg" lh={1.6}>
          {t("pay.howToPayText", { amount, phone: SUPPORT_PHONE })}
        </Text>
        <ContactButtons whatsAppMessage={t("pay.whatsappMessage", { amount, plan: planName })} />
      </Stack>
    </Modal>
  );
}
