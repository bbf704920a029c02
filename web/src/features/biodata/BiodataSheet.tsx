import { SITE } from "@matrimony/shared/site";
import type { BiodataContacts, BiodataProfile } from "./biodataSections";
import { biodataSections } from "./biodataSections";
import type { BiodataWords } from "./biodataWords";
import classes from "./BiodataSheet.module.css";

export interface BiodataSheetProps {
  profile: BiodataProfile;
  words: BiodataWords;
  /** The profile photo's link, when the member chose to show it. */
  photoUrl: string | null;
  contacts?: BiodataContacts;
  nowMs: number;
}

/**
 * The one-page biodata, in the words' language (its `lang` says so, for the font and the screen reader).
 * The same sheet is the preview, the printed page and the shared link's page; the print stylesheet leaves
 * only it on the paper.
 */
export function BiodataSheet({ profile, words, photoUrl, contacts, nowMs }: BiodataSheetProps) {
  const sections = biodataSections(profile, words, nowMs, contacts);
  return (
    <article className={classes.sheet} lang={words.language} data-testid="biodata-sheet" aria-labelledby="biodata-name">
      <header className={classes.header}>
        <div>
          <h2 className={classes.title}>{words.t("biodata.title")}</h2>
          <p className={classes.name} id="biodata-name" translate="no">
            {profile.fullName}
          </p>
        </div>
        {photoUrl !== null && (
          <img className={classes.photo} src={photoUrl} alt={words.t("biodata.photoAlt", { name: profile.fullName })} />
        )}
      </header>
      <div className={classes.sections}>
        {sections.map((section) => (
          <section
            key={section.id}
            className={classes.section}
            aria-labelledby={`biodata-${section.id}`}
            data-section={section.id}
          >
            <h3 className={classes.sectionTitle} id={`biodata-${section.id}`}>
              {section.title}
            </h3>
            <dl className={classes.list}>
              {section.rows.map((r) => (
                <div key={r.label} style={{ display: "contents" }}>
                  <dt className={classes.label}>{r.label}</dt>
                  <dd className={classes.value} translate={r.typed ? "no" : undefined}>
                    {r.value}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <p className={classes.footer} translate="no">
        {words.t("biodata.footer", { code: profile.profileCode, site: SITE.name })}
      </p>
    </article>
  );
}
