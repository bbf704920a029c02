import { DELIVERY_DELAY_MS } from "@matrimony/shared/rules/conversations/delivery";
import { useMutation, useQuery } from "convex/react";
import { useEffect } from "react";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { useSession } from "../session/useSession";

export interface UnreadMessages {
  /** Conversations are for approved members: nothing about them shows to others. */
  shown: boolean;
  /** Unread messages in all my conversations, live (0 while loading). */
  count: number;
  /** What the navbar prints: the count, "99+" above 99. */
  badge: string;
  /** "Messages" or "Messages, 3 unread", for the link's accessible name. */
  label: string;
}

/**
 * The live total of unread messages for the navbar (`conversations.unreadTotal`, one small subscription).
 * Whenever it changes, my new incoming messages have reached this app: they become "delivered" for their
 * senders (`conversations.markDelivered`), unless nothing is unread by then. Call it once per navbar.
 */
export function useUnreadMessages(): UnreadMessages {
  const session = useSession();
  const approved = session.status === "member" && session.me.profile.status === "approved";
  const total = useQuery(api.conversations.unreadTotal, approved ? {} : "skip");
  const markDelivered = useMutation(api.conversations.markDelivered);
  useEffect(() => {
    // Nothing unread: nothing to deliver. A newer total replaces the wait (the cleanup), so a burst of
    // messages makes one call, and a total back to 0 (all read) makes none.
    if (total === undefined || total === 0) return;
    const timer = setTimeout(() => void markDelivered({}).catch(() => undefined), DELIVERY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [total, markDelivered]);
  const count = approved ? (total ?? 0) : 0;
  const badge = count > 99 ? "99+" : String(count);
  return {
    shown: approved,
    count,
    badge,
    label: count > 0 ? t("conversations.navUnread", { count: badge }) : t("conversations.navLabel"),
  };
}
