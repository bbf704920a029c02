import { Alert, Button, Group, Radio, Stack, Text, TextInput } from "@mantine/core";
import { premiumExtendedUntil } from "@matrimony/shared/rules/premium";
import { useAction } from "convex/react";
import { useState } from "react";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { errorMessage } from "../errors";
import { formatDate } from "../format";
import { formatPaise } from "./money";
import { planName, type PlanOffer } from "./plans";
import { PremiumPrice } from "./PremiumPrice";

export type AppliedCoupon = { code: string; discountPaise: number };

/**
 * The plans on sale, the chosen one's bill, a coupon field and, for a Premium member, the plain sentence
 * that the new period starts after the current one. The coupon is checked by the server (`payments.quote`),
 * which also fixes the price when the order is made; the page only shows what the server said.
 */
export function PlanChooser({
  plans,
  selected,
  onSelect,
  coupon,
  onCoupon,
  premiumUntil,
  nowMs,
}: {
  plans: PlanOffer[];
  selected: PlanOffer;
  onSelect: (plan: PlanOffer) => void;
  coupon: AppliedCoupon | null;
  onCoupon: (coupon: AppliedCoupon | null) => void;
  /** The member's current expiry while Premium, else null. */
  premiumUntil: number | null;
  nowMs: number;
}) {
  const quote = useAction(api.payments.quote);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const apply = async () => {
    setError(null);
    setChecking(true);
    try {
      const q = await quote({ ...(selected._id === null ? {} : { planId: selected._id }), couponCode: code });
      onCoupon(q.terms.couponCode === null ? null : { code: q.terms.couponCode, discountPaise: q.terms.discountPaise });
    } catch (e) {
      onCoupon(null);
      setError(errorMessage(e, t("coupon.invalid")));
    } finally {
      setChecking(false);
    }
  };

  const choose = (key: string) => {
    const plan = plans.find((p) => p.key === key);
    if (plan === undefined) return;
    onSelect(plan);
    // A coupon's discount depends on the plan's price: the member applies it again for the new plan.
    onCoupon(null);
  };

  return (
    <Stack>
      {plans.length > 1 && (
        <Radio.Group label={t("plans.chooseTitle")} value={selected.key} onChange={choose}>
          <Stack gap="xs" mt="xs">
            {plans.map((p) => (
              <Radio
                key={p.key}
                value={p.key}
                label={t("plans.option", { name: planName(p), days: p.days, total: formatPaise(p.totalPaise) })}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <PremiumPrice plan={selected} coupon={coupon} />
      {premiumUntil !== null && (
        <Text size="sm" data-testid="renewal-note">
          {t("plans.renewal", {
            until: formatDate(premiumUntil),
            days: selected.days,
            newUntil: formatDate(premiumExtendedUntil(premiumUntil, nowMs, selected.days)),
          })}
        </Text>
      )}
      {coupon === null ? (
        <Group align="flex-end" gap="xs">
          <TextInput
            label={t("plans.couponLabel")}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={error ?? undefined}
            maxLength={20}
            autoCapitalize="characters"
            style={{ flex: 1 }}
          />
          <Button variant="default" onClick={() => void apply()} loading={checking} disabled={code.trim() === ""}>
            {t("plans.couponApply")}
          </Button>
        </Group>
      ) : (
        <Alert color="green" role="status">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {t("plans.couponApplied", { code: coupon.code, discount: formatPaise(coupon.discountPaise) })}
            </Text>
            <Button size="compact-sm" variant="subtle" onClick={() => onCoupon(null)}>
              {t("plans.couponRemove")}
            </Button>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}
