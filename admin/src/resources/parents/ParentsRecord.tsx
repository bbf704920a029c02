/**
 * Profiles made by parents, in the console (docs/parents.md): the consent note on the approval queue and the member
 * record
 * ("Waiting for the bride's consent"), and the contact person beside the member's numbers.
 */
import { Alert, Typography } from "@mui/material";
import { copy } from "../../copy";
import { formatDateTime } from "../../format";

type Consent = {
  state: "notNeeded" | "pending" | "given";
  givenAt: number | null;
  noticeVersion: string | null;
  mobileLast4: string | null;
};

/** Pending: a warning that approval waits (the server refuses it too); given: when, which notice, which number. */
export function ConsentNote({
  consent,
  gender,
  createdBy,
}: {
  consent: Consent | undefined;
  gender: string;
  createdBy: string | undefined;
}) {
  if (consent === undefined || consent.state === "notNeeded") return null;
  if (consent.state === "pending") {
    return (
      <Alert severity="warning" sx={{ mt: 0.5, py: 0 }} data-testid="consent-note">
        {copy.parents.waiting(gender, createdBy ?? "")}
      </Alert>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary" data-testid="consent-note">
      {copy.parents.given(
        createdBy ?? "",
        consent.givenAt === null ? "" : formatDateTime(consent.givenAt),
        consent.noticeVersion ?? "",
        consent.mobileLast4 ?? "",
      )}
    </Typography>
  );
}

/** Whom callers speak to, as the member gave it. */
export function ContactPersonNote({ person }: { person: { name: string; relation: string } | null | undefined }) {
  if (!person) return null;
  return (
    <Typography variant="body2" data-testid="contact-person">
      {copy.parents.contactPerson(person.name, person.relation)}
    </Typography>
  );
}
