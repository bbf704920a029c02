import { Alert, Anchor, Button, Center, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "convex/react";
import { useCallback, useState } from "react";
import { Link } from "react-router-dom";
import { CONTACT_REVEAL_SECONDS } from "@matrimony/shared/constants";
import { formatPhoneForDisplay } from "@matrimony/shared/phone";
import { Countdown, useCountdown } from "../../components/Countdown";
import { api } from "../../convexApi";
import type { FunctionReturnType } from "convex/server";
import { ContactPersonLine } from "../parents/ContactPersonLine";
import { errorMessage } from "../errors";
import { t } from "../../i18n";
import classes from "./DetailList.module.css";

type Contact = FunctionReturnType<typeof api.members.revealContact>;

type RevealState =
  | { kind: "waiting" }
  | { kind: "loading" }
  | { kind: "shown"; contact: Contact }
  | { kind: "failed"; message: string };

function PhoneValue({ value }: { value: string | null }) {
  if (!value) return <dd className={classes.empty}>{t("contact.notProvided")}</dd>;
  return (
    <dd className={classes.value}>
      <Anchor href={`tel:${value}`}>{formatPhoneForDisplay(value)}</Anchor>
    </dd>
  );
}

function EmailValue({ value }: { value: string }) {
  if (!value) return <dd className={classes.empty}>{t("contact.notProvided")}</dd>;
  return (
    <dd className={classes.value}>
      <Anchor href={`mailto:${value}`}>{value}</Anchor>
    </dd>
  );
}

function ContactList({ contact }: { contact: Contact }) {
  return (
    <dl className={classes.list}>
      <ContactPersonLine person={contact.contactPerson} mobileNumber={contact.mobileNumber} />
      <div className={classes.row}>
        <dt className={classes.label}>{t("member.contactNumber")}</dt>
        <PhoneValue value={contact.mobileNumber} />
      </div>
      <div className={classes.row}>
        <dt className={classes.label}>{t("member.altNumber")}</dt>
        <PhoneValue value={contact.altMobileNumber} />
      </div>
      <div className={classes.row}>
        <dt className={classes.label}>{t("member.email")}</dt>
        <EmailValue value={contact.email} />
      </div>
    </dl>
  );
}

/**
 * Premium viewers: Show Contact Details, a 60-second countdown, then the numbers and email (SPEC §4).
 * The reveal is asked for when the countdown ends, not when it starts: each reveal is recorded (the
 * member can see who saw their number) and counted against a daily limit, so one is spent only when the
 * details are actually shown, and never for a viewer who leaves during the wait.
 */
function PremiumContact({ profileId }: { profileId: string }) {
  const reveal = useMutation(api.members.revealContact);
  const [state, setState] = useState<RevealState>({ kind: "waiting" });
  const fetchContact = useCallback(async () => {
    setState({ kind: "loading" });
    try {
      setState({ kind: "shown", contact: await reveal({ profileId }) });
    } catch (error) {
      setState({ kind: "failed", message: errorMessage(error, t("member.revealFailed")) });
    }
  }, [reveal, profileId]);
  const countdown = useCountdown(CONTACT_REVEAL_SECONDS, () => void fetchContact());

  if (state.kind === "shown") return <ContactList contact={state.contact} />;
  if (state.kind === "loading") {
    return (
      <Center role="status">
        <Loader size="sm" aria-label={t("common.loading")} />
      </Center>
    );
  }
  if (state.kind === "failed") {
    return (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text c="dark.9">{state.message}</Text>
          <Button size="sm" variant="default" onClick={() => void fetchContact()}>
            {t("common.tryAgain")}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (countdown.running) {
    return (
      <Stack gap="xs">
        <Countdown remaining={countdown.remaining} total={CONTACT_REVEAL_SECONDS} />
        <Text size="sm" c="gray.7" ta="center">
          {t("member.countdownHint")}
        </Text>
      </Stack>
    );
  }
  return (
    <Button onClick={countdown.start} maw={{ base: "100%", sm: 320 }}>
      {t("member.showContact")}
    </Button>
  );
}

/**
 * The owner shares contact details only after an interest is accepted: say so before any
 * countdown, and point to the interest button beside this card.
 */
function NeedsInterest() {
  return (
    <Alert color="blue" variant="light">
      <Stack gap="xs">
        <Text c="dark.9">{t("privacy.phoneNeedsInterest")}</Text>
        <Text c="dark.9" fw={600}>
          {t("privacy.sendInterestHint")}
        </Text>
      </Stack>
    </Alert>
  );
}

/** What the server says the viewer may do with this member's contact details (members.get contactAccess). */
type ContactAccess = "allowed" | "premiumRequired" | "interestRequired" | "blocked";

/**
 * The contact card of a member page: the reveal for Premium viewers, the upgrade path for free ones, and
 * the owner's reason when their privacy setting refuses this viewer (the server refuses the reveal too).
 */
export function ContactReveal({
  profileId,
  viewerIsPremium,
  access = "allowed",
}: {
  profileId: string;
  viewerIsPremium: boolean;
  access?: ContactAccess;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="contact-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="contact-title">
          {t("profile.contactSection")}
        </Title>
        {viewerIsPremium && access === "interestRequired" ? (
          <NeedsInterest />
        ) : viewerIsPremium ? (
          <PremiumContact profileId={profileId} />
        ) : (
          <>
            <Text>{t("contact.paidOnly")}</Text>
            <Button component={Link} to="/payment1" maw={{ base: "100%", sm: 320 }}>
              {t("member.upgrade")}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
