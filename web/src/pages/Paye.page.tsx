import { PublicPage } from "../features/public/PublicPage";
import { TestPaymentForm } from "../features/public/testPayment/TestPaymentForm";
import { t } from "../i18n";

/** /paye: the ₹1 test payment (SPEC §2, §4). */
export default function PayePage() {
  return (
    <PublicPage title={t("testPayment.title")} intro={t("testPayment.intro")}>
      <TestPaymentForm />
    </PublicPage>
  );
}
