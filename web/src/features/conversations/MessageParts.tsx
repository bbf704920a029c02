import { Fragment } from "react";
import { t } from "../../i18n";
import classes from "./Conversations.module.css";
import type { MessagePart } from "./types";

/**
 * A message as its reader may see it: the members' own words as typed (never normalised, so Telugu's
 * ZWJ/ZWNJ stay; `translate="no"` so a browser's translator leaves them alone), and each hidden contact
 * detail as the localized mark "•••• shared when you both agree".
 */
export function MessageParts({ parts }: { parts: readonly MessagePart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.kind === "text" ? (
          <Fragment key={index}>
            <span translate="no">{part.text}</span>
          </Fragment>
        ) : (
          <span key={index} className={classes.masked} data-masked={part.contact}>
            {t("conversations.masked")}
          </span>
        ),
      )}
    </>
  );
}
