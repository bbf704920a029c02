import { List, ThemeIcon, VisuallyHidden } from "@mantine/core";
import { t, type MessageKey } from "../../i18n";

export const PREMIUM_BENEFITS: MessageKey[] = [
  "subscription.benefitUnlimitedProfiles",
  "subscription.benefitContactInformation",
  "subscription.benefitPrioritySupport",
  "subscription.benefitExclusiveMatches",
];
/** The Free plan has the first benefit only (SPEC §2: only Unlimited Profiles is ticked). */
const FREE_INCLUDES = new Set<MessageKey>(["subscription.benefitUnlimitedProfiles"]);

/** The four benefits, ticked (✓) or crossed (✕) for the plan; the state is also spoken, not only drawn. */
export function PlanBenefits({ plan }: { plan: "Free" | "Premium" }) {
  return (
    <List spacing="sm" center>
      {PREMIUM_BENEFITS.map((benefit) => {
        const included = plan === "Premium" || FREE_INCLUDES.has(benefit);
        return (
          <List.Item
            key={benefit}
            icon={
              <ThemeIcon color={included ? "teal.8" : "gray.6"} radius="xl" size={26} aria-hidden>
                {included ? "✓" : "✕"}
              </ThemeIcon>
            }
          >
            {t(benefit)}{" "}
            <VisuallyHidden>({included ? t("subscription.included") : t("subscription.notIncluded")})</VisuallyHidden>
          </List.Item>
        );
      })}
    </List>
  );
}
