import { Badge, Box, Button, Group, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery } from "convex/react";
import { useState } from "react";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { errorMessage } from "../errors";
import { formatDateTime } from "./format";
import { lazyDialog, preloadOnIntent, useOpenedOnce } from "../../components/DialogActions";
import { STATE_COLOR, stateKey } from "./templates";
import { MessageButton } from "../conversations/MessageButton";

// Fetched when first needed (components/DialogActions/lazyDialog.tsx): not on a page's critical path.
const SendInterestModal = lazyDialog(() => import("./SendInterestModal").then((m) => m.SendInterestModal));
const ReplyModal = lazyDialog(() => import("./ReplyModal").then((m) => m.ReplyModal));

export interface InterestActionProps {
  profileId: string;
  /** The other member's name, for the dialogs' titles. */
  name: string;
  /** `card`: compact, for a match card; `page`: the member page, with the withdrawal deadline spelled out. */
  variant?: "card" | "page";
}

/**
 * The interest between the signed-in member and another, live: a state badge ("Interest sent", "Accepted
 * you", ...) and what can be done now: send, reply (accept or decline), or withdraw within 24 hours.
 * An empty space of the usual size shows while it loads; nothing for a member the server hides (blocked either way
 * shows as none).
 */
export function InterestAction({ profileId, name, variant = "card" }: InterestActionProps) {
  const between = useQuery(api.interests.between, { profileId });
  const withdraw = useMutation(api.interests.withdraw);
  const [dialog, setDialog] = useState<"send" | "accept" | "decline" | null>(null);
  const [busy, setBusy] = useState(false);
  const sendUsed = useOpenedOnce(dialog === "send");
  const size = variant === "card" ? "xs" : "sm";
  // While it loads, hold the room of the usual state (one button), so cards do not grow under the reader
  // and a list restored to its scroll position (Back from a member page) stays where it was.
  if (between === undefined)
    return <Box mt={variant === "card" ? 4 : 0} h={variant === "card" ? 30 : 36} aria-hidden="true" />;

  const doWithdraw = async (interestId: string) => {
    setBusy(true);
    try {
      await withdraw({ interestId });
      notifications.show({ color: "green", message: t("interests.withdrawnToast") });
    } catch (e) {
      notifications.show({ color: "red", message: errorMessage(e, t("interests.failed")) });
    } finally {
      setBusy(false);
    }
  };

  const { state, interestId, withdrawUntil } = between;
  return (
    <Stack gap={6} mt={variant === "card" ? 4 : 0} align="flex-start" data-testid="interest-action" data-state={state}>
      {state !== "none" && (
        <Badge color={STATE_COLOR[state]} variant="light" size={variant === "card" ? "sm" : "md"}>
          {t(stateKey(state))}
        </Badge>
      )}
      <Group gap="xs">
        {state === "none" || state === "declinedByMe" ? (
          <Button size={size} onClick={() => setDialog("send")} {...preloadOnIntent(SendInterestModal)}>
            {t("interests.send")}
          </Button>
        ) : null}
        {state === "received" && interestId !== null && (
          <>
            <Button size={size} color="green" onClick={() => setDialog("accept")} {...preloadOnIntent(ReplyModal)}>
              {t("interests.accept")}
            </Button>
            <Button size={size} variant="default" onClick={() => setDialog("decline")} {...preloadOnIntent(ReplyModal)}>
              {t("interests.decline")}
            </Button>
          </>
        )}
        {(state === "acceptedByMe" || state === "acceptedByThem") && (
          <MessageButton profileId={profileId} name={name} size={size} />
        )}
        {state === "sent" && interestId !== null && withdrawUntil !== null && (
          <Button size={size} variant="subtle" color="gray" loading={busy} onClick={() => void doWithdraw(interestId)}>
            {t("interests.withdraw")}
          </Button>
        )}
      </Group>
      {variant === "page" && state === "sent" && withdrawUntil !== null && (
        <Text size="xs" c="gray.7">
          {t("interests.withdrawUntil", { time: formatDateTime(withdrawUntil) })}
        </Text>
      )}
      {sendUsed && (
        <SendInterestModal
          profileId={profileId}
          name={name}
          opened={dialog === "send"}
          onClose={() => setDialog(null)}
        />
      )}
      {interestId !== null && (dialog === "accept" || dialog === "decline") && (
        <ReplyModal
          interestId={interestId}
          name={name}
          template={between.template}
          note={between.note}
          answer={dialog}
          opened
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
