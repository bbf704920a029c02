import { Text } from "@mantine/core";
import { RASHIS } from "@matrimony/shared/options";
import { t } from "../../i18n";
import { optionLabel } from "../options/optionLabels";
import { rashiMismatch } from "./rashiFromStar";

function rashiName(value: string): string {
  const rashi = RASHIS.find((r) => r.value === value);
  return optionLabel("rashi", value, rashi ? `${rashi.value} (${rashi.telugu})` : value);
}

/** A warning under the rashi when the nakshatram and pada put the moon elsewhere; it never blocks saving. */
export function RashiFromStarNote({ nakshatram, pada, rashi }: { nakshatram: string; pada: string; rashi: string }) {
  const allowed = rashiMismatch(nakshatram, pada, rashi);
  if (!allowed) return null;
  const [a = "", b] = allowed.map(rashiName);
  const names = b === undefined ? a : t("horoscope.rashiOr", { a, b });
  return (
    <Text size="sm" c="orange.9" role="status" data-testid="rashi-mismatch">
      {t("horoscope.rashiFromStar", { rashi: names })}
    </Text>
  );
}
