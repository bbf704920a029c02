import { z } from "zod";
import { phoneField, requiredText } from "@matrimony/shared/validation/fields";
import { t } from "../../../i18n";

/**
 * The /paye form, checked as the server checks it (convex/model/payments/razorpayTestPayment.ts): a name, and a
 * phone number that normalises to E.164 (shared/src/phone.ts). Output: trimmed name, E.164 phone.
 */
export const testPaymentSchema = z.object({
  name: requiredText(t("testPayment.nameRequired"), "name"),
  phoneNumber: phoneField(t("testPayment.phoneRequired")),
});

export type TestPaymentInput = z.input<typeof testPaymentSchema>;
export type TestPaymentValues = z.output<typeof testPaymentSchema>;
