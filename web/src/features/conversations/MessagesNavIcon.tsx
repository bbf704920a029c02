import { ActionIcon, Indicator } from "@mantine/core";
import { useMutation, useQuery } from "convex/react";
import { useEffect } from "react";
import { Link } from "react-router-dom";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { useSession } from "../session/useSession";

/** A speech bubble, drawn here so the navbar needs no icon library. */
function ChatIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    </svg>
  );
}

/**
 * The navbar's messages icon: a live count of unread messages (`conversations.unreadTotal`, one small
 * subscription), leading to /messages. When the count changes, my new incoming messages have reached this
 * app: they become "delivered" for their senders. Approved members only, as conversations are.
 */
export function MessagesNavIcon({ compact = false }: { /** Phone bar: a smaller icon, so the bar fits 360 px. */ compact?: boolean }) {
  const session = useSession();
  const approved = session.status === "member" && session.me.profile.status === "approved";
  const count = useQuery(api.conversations.unreadTotal, approved ? {} : "skip");
  const markDelivered = useMutation(api.conversations.markDelivered);
  useEffect(() => {
    if (count !== undefined && count > 0) void markDelivered({}).catch(() => undefined);
  }, [count, markDelivered]);
  if (!approved) return null;
  const total = count ?? 0;
  const shown = total > 99 ? "99+" : total;
  const label = total > 0 ? t("conversations.navUnread", { count: shown }) : t("conversations.navLabel");
  return (
    <Indicator label={shown} size={18} color="red" disabled={total === 0} offset={compact ? 4 : 6} data-testid="messages-count" data-count={total}>
      <ActionIcon component={Link} to="/messages" variant="subtle" size={compact ? "md" : "lg"} aria-label={label} title={label}>
        <ChatIcon />
      </ActionIcon>
    </Indicator>
  );
}
