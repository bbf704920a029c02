import { t } from "../../i18n";
import classes from "./DetailList.module.css";
import type { DetailRow } from "./profileSections";

export interface DetailListProps {
  rows: readonly DetailRow[];
  /** Own profile: show empty fields as 'Not given' so the member sees what to fill in. Others: leave them out. */
  showEmpty?: boolean;
}

/** Label and value pairs as a description list: two columns even on a 360px phone. */
export function DetailList({ rows, showEmpty = false }: DetailListProps) {
  const shown = showEmpty ? rows : rows.filter((r) => r.value !== "");
  return (
    <dl className={classes.list}>
      {shown.map((r) => (
        <div key={r.label} className={classes.row}>
          <dt className={classes.label}>{r.label}</dt>
          <dd
            className={r.value === "" ? classes.empty : classes.value}
            translate={r.typed && r.value !== "" ? "no" : undefined}
          >
            {r.value === "" ? t("profile.notGiven") : r.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
