import { PriceCalculator } from "../features/calculator/PriceCalculator";
import { PublicPage } from "../features/public/PublicPage";
import { t } from "../i18n";

/** /pay: the price calculator (SPEC §2). */
export default function PayPage() {
  return (
    <PublicPage title={t("pay.title")} intro={t("pay.intro")}>
      <PriceCalculator />
    </PublicPage>
  );
}
