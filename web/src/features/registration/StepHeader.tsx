import { Progress, Text, Title } from "@mantine/core";
import type { Ref } from "react";
import { t } from "../../i18n";
import { STEPS } from "./wizardSteps";

/** "Step 2 of 4", the step's name (the focus target when the step changes) and a progress bar. */
export function StepHeader({ step, headingRef }: { step: number; headingRef: Ref<HTMLHeadingElement> }) {
  const current = STEPS[step];
  return (
    <div>
      <Text fw={600} c="gray.7" size="sm">
        {t("register.stepOf", { step: step + 1, total: STEPS.length })}
      </Text>
      {/* scrollMarginTop: scrolled to on a step change, it must not end up under the sticky navbar. */}
      <Title order={2} size="h3" ref={headingRef} tabIndex={-1} style={{ outline: "none", scrollMarginTop: 80 }}>
        {current ? t(current.title) : ""}
      </Title>
      <Progress value={((step + 1) / STEPS.length) * 100} mt="xs" size="sm" aria-hidden />
    </div>
  );
}
