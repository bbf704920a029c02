import { Alert, Anchor, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { Link } from "react-router-dom";
import type { MessageKey } from "@matrimony/shared/messages";
import { t } from "../../i18n";
import type { MemberPageData } from "../members/types";
import { optionLabel } from "../options/optionLabels";
import { formatGunas } from "./gunas";
import classes from "./KootaTable.module.css";

type Match = NonNullable<MemberPageData["horoscope"]>;

/** The catalogue key of a named thing, e.g. ("koota", "grahaMaitri") → horoscope.kootaGrahaMaitri. */
function nameKey(kind: "koota" | "dosha" | "porutham" | "veto" | "sameStar", key: string): MessageKey {
  return `horoscope.${kind}${key.charAt(0).toUpperCase()}${key.slice(1)}` as MessageKey;
}

function Tick({ ok, uncertain }: { ok: boolean; uncertain: boolean }) {
  const label = ok ? t("horoscope.ok") : uncertain ? t("horoscope.dependsOnPada") : t("horoscope.notOk");
  return (
    <ThemeIcon
      size="sm"
      radius="xl"
      variant="light"
      color={ok ? "teal" : uncertain ? "gray" : "red"}
      aria-label={label}
      title={label}
    >
      <span aria-hidden="true">{ok ? "✓" : uncertain ? "?" : "✗"}</span>
    </ThemeIcon>
  );
}

/** The heading of one of the two systems, with its total beside it (e.g. "Guna Milan ... 27 of 36"). */
function PartHeading({ title, total, testId }: { title: string; total: string; testId: string }) {
  return (
    <Group justify="space-between" align="baseline" wrap="wrap">
      <Title order={3} size="h4">
        {title}
      </Title>
      <Text fw={700} data-testid={testId}>
        {total}
      </Text>
    </Group>
  );
}

function GunaTable({ guna }: { guna: Match["guna"] }) {
  return (
    <Stack gap="xs">
      <PartHeading
        title={t("horoscope.gunaTitle")}
        total={t("horoscope.gunaTotal", { total: formatGunas(guna.total) })}
        testId="guna-total"
      />
      <table className={classes.table} data-testid="koota-table">
        <thead>
          <tr>
            <th>{t("horoscope.kootaHeader")}</th>
            <th className={classes.score}>{t("horoscope.scoreHeader")}</th>
          </tr>
        </thead>
        <tbody>
          {guna.kootas.map((k) => (
            <tr key={k.key} data-koota={k.key}>
              <td>
                {t(nameKey("koota", k.key))}
                {k.uncertain && (
                  <Text span c="dimmed" title={t("horoscope.kootaUncertain")}>
                    {" *"}
                  </Text>
                )}
              </td>
              <td className={k.score === 0 ? `${classes.score} ${classes.none}` : classes.score}>
                {formatGunas(k.score)} / {k.max}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {guna.uncertain && (
        <Text size="sm" c="dimmed">
          {"* "}
          {t("horoscope.kootaUncertain")}
        </Text>
      )}
      <Text size="sm" c="dimmed" data-testid="guna-source">
        {t("horoscope.gunaSource")}
        {guna.kootaSum !== guna.total && ` ${t("horoscope.kootaSum", { sum: formatGunas(guna.kootaSum) })}`}
      </Text>
      {guna.doshas.length > 0 && (
        <Text size="sm" c="red.8">
          {t("horoscope.doshas", { list: guna.doshas.map((d) => t(nameKey("dosha", d))).join(", ") })}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t("horoscope.gunaHint")}
      </Text>
    </Stack>
  );
}

function Poruthams({ porutham }: { porutham: Match["porutham"] }) {
  return (
    <Stack gap="xs">
      <PartHeading
        title={t("horoscope.poruthamTitle")}
        total={t("horoscope.poruthamTotal", { matched: porutham.matched })}
        testId="porutham-total"
      />
      <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: "none" }} data-testid="porutham-list">
        {porutham.poruthams.map((p) => {
          const veto = (p.key === "rajju" || p.key === "vedha") && !p.ok;
          return (
            <Group key={p.key} component="li" gap="xs" wrap="nowrap" data-porutham={p.key} data-ok={String(p.ok)}>
              <Tick ok={p.ok} uncertain={p.uncertain === true} />
              <Text c={veto ? "red.8" : undefined} fw={veto ? 700 : undefined}>
                {t(nameKey(veto ? "veto" : "porutham", p.key))}
              </Text>
            </Group>
          );
        })}
      </Stack>
      {porutham.vetoes.length > 0 && (
        <Alert color="red" variant="light" p="xs">
          <Text size="sm" c="red.9">
            {t("horoscope.vetoNote")}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}

function SameStar({
  sameStar,
  nakshatram,
}: {
  sameStar: NonNullable<Match["porutham"]["sameStar"]>;
  nakshatram: string;
}) {
  const star = optionLabel("nakshatram", nakshatram);
  return (
    <Text size="sm" fw={600} c={sameStar.ok ? "teal.9" : "red.8"} data-testid="same-star">
      {t(nameKey("sameStar", sameStar.reason), { nakshatram: star })}
      {sameStar.uncertain ? ` ${t("horoscope.sameStarUncertain")}` : ""}
    </Text>
  );
}

export interface HoroscopeSectionProps {
  member: MemberPageData;
  /** Whether the viewer has given their own nakshatram (else they are asked to add it). */
  viewerHasStar: boolean;
}

/**
 * "Horoscope match" on another member's page: the 36-guna table, the ten poruthams with Rajju and
 * Vedha in red, the counting convention, the same-star note and a word to consult the family's astrologer.
 */
export function HoroscopeSection({ member, viewerHasStar }: HoroscopeSectionProps) {
  const match = member.horoscope;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="section-horoscope"
      data-testid="horoscope-section"
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="section-horoscope">
          {t("horoscope.title")}
        </Title>
        {match === null ? (
          viewerHasStar ? (
            <Text c="dimmed">{t("horoscope.notGiven")}</Text>
          ) : (
            <Stack gap={4} align="flex-start">
              <Text>{t("horoscope.addYours")}</Text>
              <Anchor component={Link} to="/profile">
                {t("horoscope.addYoursLink")}
              </Anchor>
            </Stack>
          )
        ) : (
          <>
            <Text size="sm">{t("horoscope.convention")}</Text>
            <div
              style={{
                display: "grid",
                gap: "var(--mantine-spacing-lg)",
                gridTemplateColumns: "repeat(auto-fit, minmax(260px, 1fr))",
              }}
            >
              <GunaTable guna={match.guna} />
              <Poruthams porutham={match.porutham} />
            </div>
            {match.porutham.sameStar && member.nakshatram && (
              <SameStar sameStar={match.porutham.sameStar} nakshatram={member.nakshatram} />
            )}
            <Text size="sm" c="dimmed">
              {t("horoscope.sameStarNote")}
            </Text>
            <Text size="sm" fw={600}>
              {t("horoscope.consult")}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
