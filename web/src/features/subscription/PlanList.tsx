import { List, Text } from "@mantine/core";
import { useQuery } from "convex/react";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { formatPaise } from "./money";
import { DEFAULT_OFFER, planName } from "./plans";

/** The plans on sale, one line each (the upgrade modal: support upgrades to any of them). */
export function PlanList() {
  const plans = useQuery(api.plans.list, {}) ?? [DEFAULT_OFFER];
  return (
    <div>
      <Text fw={600} mb={4}>
        {t("plans.modalTitle")}
      </Text>
      <List size="sm" spacing={4} aria-label={t("plans.modalTitle")}>
        {plans.map((p) => (
          <List.Item key={p.key}>
            {p.isDefault
              ? t("payment.planText")
              : t("plans.option", { name: planName(p), days: p.days, total: formatPaise(p.totalPaise) })}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
