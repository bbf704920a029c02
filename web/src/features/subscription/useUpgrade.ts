import { notifications } from "@mantine/notifications";
import { useAction, useMutation } from "convex/react";
import { useCallback, useState } from "react";
import { api, type Id } from "../../convexApi";
import { t } from "../../i18n";
import { errorMessage } from "../errors";
import { loadCheckout, openCheckout, type CheckoutSuccess } from "./razorpayCheckout";

/** What the member chose: a plan of the catalogue (none: the default plan) and a coupon code. */
export type UpgradeChoice = { planId?: Id<"plans">; couponCode?: string };

export type UpgradeState =
  | { step: "idle" }
  | { step: "opening" }
  | { step: "checkout" }
  | { step: "confirming" }
  | { step: "success"; premiumUntil: number }
  | { step: "failed"; reason: string | null }
  | { step: "saveFailed" };

/**
 * The online upgrade (SPEC §4): the server opens an order, Checkout takes the money, the page confirms
 * the signed answer. Premium then shows at once, because `members.me` is a live query. Should the page
 * fail to confirm (or the tab close), Razorpay's webhook still grants Premium on the server.
 */
export function useUpgrade() {
  const createOrder = useAction(api.payments.createOrder);
  const confirm = useMutation(api.payments.confirm);
  const [state, setState] = useState<UpgradeState>({ step: "idle" });

  const onSuccess = useCallback(
    async (response: CheckoutSuccess) => {
      setState({ step: "confirming" });
      try {
        const result = await confirm(response);
        setState({ step: "success", premiumUntil: result.premiumUntil });
      } catch {
        setState({ step: "saveFailed" });
        notifications.show({ color: "red", message: t("payment.saveFailed"), autoClose: false });
      }
    },
    [confirm],
  );

  const start = useCallback(
    async (choice: UpgradeChoice = {}) => {
      setState({ step: "opening" });
      try {
        const [Razorpay, options] = await Promise.all([loadCheckout(), createOrder(choice)]);
        setState({ step: "checkout" });
        openCheckout(Razorpay, options, {
          onSuccess: (response) => void onSuccess(response),
          onFailure: (reason) => setState({ step: "failed", reason }),
          onDismiss: (afterFailure) => {
            if (afterFailure) return; // the failure alert already says what happened and offers a retry
            setState({ step: "idle" });
            notifications.show({ color: "orange", message: t("payment.dismissed") });
          },
        });
      } catch (error) {
        setState({ step: "idle" });
        const fallback =
          error instanceof Error && error.message === "Checkout did not load."
            ? t("onlinePay.checkoutUnavailable")
            : t("payment.fetchFailed");
        notifications.show({ color: "red", message: errorMessage(error, fallback) });
      }
    },
    [createOrder, onSuccess],
  );

  const reset = useCallback(() => setState({ step: "idle" }), []);
  return { state, start, reset };
}
