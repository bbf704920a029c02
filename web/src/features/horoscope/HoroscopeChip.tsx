import { Badge, Group, Text } from "@mantine/core";
import type { MatchCardData } from "../../components/MatchCard/types";
import { t } from "../../i18n";
import { formatGunas } from "./gunas";

/**
 * The match card's horoscope chip: the label "Horoscope" (జాతకం) and e.g. "24/36 · 7/10", red with the
 * dosham named when Rajju or Vedha fails. Nothing when either member has not given a nakshatram (the member
 * page says which). The figures read the same in both languages, so they are not in the catalogue.
 */
export function HoroscopeChip({ horoscope }: { horoscope: MatchCardData["horoscope"] }) {
  if (horoscope === null) return null;
  const vetoed = horoscope.vetoes.length > 0;
  const values = { guna: formatGunas(horoscope.guna), porutham: horoscope.porutham };
  return (
    <Group gap={6} mt={2} wrap="wrap" data-testid="horoscope-chip">
      <Text size="xs" fw={600} c="gray.7">
        {t("horoscope.chipLabel")}
      </Text>
      <Badge
        variant="light"
        color={vetoed ? "red" : "grape"}
        size="md"
        radius="sm"
        tt="none"
        title={t("horoscope.chipTitle", values)}
        aria-label={t("horoscope.chipTitle", values)}
        data-testid="horoscope-figures"
      >
        {`${values.guna}/36 · ${String(values.porutham)}/10`}
      </Badge>
      {vetoed && (
        <Text size="xs" c="red.8" fw={600}>
          {horoscope.vetoes
            .map((veto) => t(veto === "rajju" ? "horoscope.vetoRajju" : "horoscope.vetoVedha"))
            .join(", ")}
        </Text>
      )}
    </Group>
  );
}
