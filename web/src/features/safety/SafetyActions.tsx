import { ActionIcon, Button, Group } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery } from "convex/react";
import { useState } from "react";
import { api, type Id } from "../../convexApi";
import { t } from "../../i18n";
import { toastError } from "../account/feedback";
import { errorMessage } from "../errors";
import { lazyDialog, preloadOnIntent, useOpenedOnce } from "../../components/DialogActions";
import { LaterMenu } from "../../components/LaterMenu";

// Fetched when first needed (components/DialogActions/lazyDialog.tsx): not on a page's critical path.
const BlockModal = lazyDialog(() => import("./BlockModal").then((m) => m.BlockModal));
const ReportModal = lazyDialog(() => import("./ReportAction").then((m) => m.ReportModal));

export interface SafetyActionsProps {
  profileId: string;
  name: string;
  /** "card": a small Shortlist button and a ⋯ menu; "page": the member page's row of buttons. */
  variant?: "card" | "page";
}

/** Runs a mutation, with the server's message as a toast when it fails. */
function useAct() {
  const [busy, setBusy] = useState(false);
  const act = async (run: () => Promise<unknown>, done?: () => void) => {
    setBusy(true);
    try {
      await run();
      done?.();
    } catch (error) {
      toastError(errorMessage(error, t("safety.failed")));
    } finally {
      setBusy(false);
    }
  };
  return { busy, act };
}

/**
 * Shortlist, not interested, block and report for one profile, on a match card or a member page.
 * The shortlist state is live (one subscription shared by every card on screen).
 */
export function SafetyActions({ profileId, name, variant = "card" }: SafetyActionsProps) {
  const shortlistedIds = useQuery(api.safety.shortlistedIdList);
  const relation = useQuery(api.safety.relation, variant === "page" ? { profileId } : "skip");
  const add = useMutation(api.safety.shortlistAdd);
  const remove = useMutation(api.safety.shortlistRemove);
  const hide = useMutation(api.safety.hide);
  const unhide = useMutation(api.safety.unhide);
  const [blockOpen, setBlockOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const { busy, act } = useAct();

  const shortlisted =
    variant === "page" ? relation?.shortlisted : shortlistedIds?.some((listed) => listed === profileId);
  const hidden = relation?.hidden === true;
  const loading = shortlisted === undefined;
  // The id came from the server (a card or a page), so it is a profile id.
  const id = profileId as Id<"profiles">;
  const toggleShortlist = () => act(() => (shortlisted === true ? remove({ profileId: id }) : add({ profileId })));
  const notInterested = () =>
    act(
      () => hide({ profileId }),
      () => notifications.show({ message: t("safety.notInterestedDone"), color: "gray" }),
    );

  const blockUsed = useOpenedOnce(blockOpen);
  const reportUsed = useOpenedOnce(reportOpen);
  const modals = (
    <>
      {blockUsed && (
        <BlockModal profileId={profileId} name={name} opened={blockOpen} onClose={() => setBlockOpen(false)} />
      )}
      {reportUsed && (
        <ReportModal profileId={profileId} name={name} opened={reportOpen} onClose={() => setReportOpen(false)} />
      )}
    </>
  );

  const shortlistButton = (
    <Button
      size={variant === "card" ? "compact-sm" : "sm"}
      variant={shortlisted === true ? "filled" : "light"}
      aria-pressed={shortlisted === true}
      disabled={loading}
      loading={busy}
      onClick={() => void toggleShortlist()}
    >
      {shortlisted === true ? t("safety.shortlisted") : t("safety.shortlist")}
    </Button>
  );

  if (variant === "page") {
    return (
      <Group gap="xs" wrap="wrap">
        {shortlistButton}
        <Button
          variant="default"
          disabled={relation === undefined || busy}
          onClick={() => void act(() => (hidden ? unhide({ profileId: id }) : hide({ profileId })))}
          aria-pressed={hidden}
        >
          {hidden ? t("safety.undo") : t("safety.notInterested")}
        </Button>
        <Button variant="subtle" color="red" onClick={() => setBlockOpen(true)} {...preloadOnIntent(BlockModal)}>
          {t("safety.block")}
        </Button>
        <Button variant="subtle" color="red" onClick={() => setReportOpen(true)} {...preloadOnIntent(ReportModal)}>
          {t("safety.report")}
        </Button>
        {modals}
      </Group>
    );
  }

  return (
    <Group gap="xs" justify="space-between" wrap="nowrap" mt={4}>
      {shortlistButton}
      <LaterMenu
        position="bottom-end"
        withinPortal
        target={
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t("safety.moreActions", { name })}
            {...preloadOnIntent(BlockModal, ReportModal)}
          >
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
              <circle cx="5" cy="12" r="2" />
              <circle cx="12" cy="12" r="2" />
              <circle cx="19" cy="12" r="2" />
            </svg>
          </ActionIcon>
        }
      >
        {(Menu) => (
          <Menu.Dropdown>
            <Menu.Item onClick={() => void notInterested()}>{t("safety.notInterested")}</Menu.Item>
            <Menu.Item color="red" onClick={() => setBlockOpen(true)}>
              {t("safety.block")}
            </Menu.Item>
            <Menu.Item color="red" onClick={() => setReportOpen(true)}>
              {t("safety.report")}
            </Menu.Item>
          </Menu.Dropdown>
        )}
      </LaterMenu>
      {modals}
    </Group>
  );
}
