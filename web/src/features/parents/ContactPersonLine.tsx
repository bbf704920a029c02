import { Anchor } from "@mantine/core";
import type { ContactRelation } from "@matrimony/shared/options";
import { formatPhoneForDisplay } from "@matrimony/shared/phone";
import { t } from "../../i18n";
import { optionLabel } from "../options/optionLabels";
import classes from "../members/DetailList.module.css";

/**
 * "Call: +91 98765 43210 (Father, Venkata Rao)" above the revealed numbers, so the caller knows
 * whom they will speak to. Only ever rendered from members.revealContact's answer.
 */
export function ContactPersonLine({
  person,
  mobileNumber,
}: {
  person: { name: string; relation: ContactRelation } | null;
  mobileNumber: string;
}) {
  if (person === null) return null;
  return (
    <div className={classes.row}>
      <dt className={classes.label}>{t("contact.personLabel")}</dt>
      <dd className={classes.value} data-testid="contact-person">
        <Anchor href={`tel:${mobileNumber}`}>
          {t("contact.callPerson", {
            number: formatPhoneForDisplay(mobileNumber),
            relation: optionLabel("contactPersonRelation", person.relation),
            name: person.name,
          })}
        </Anchor>
      </dd>
    </div>
  );
}
