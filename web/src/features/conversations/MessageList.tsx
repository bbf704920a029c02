import { Box, Button, Center, Loader, Text } from "@mantine/core";
import type { PaginationStatus } from "convex/react";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { t } from "../../i18n";
import { MessageBubble } from "./MessageBubble";
import classes from "./Conversations.module.css";
import type { MessageView } from "./types";

/** Within this many pixels of the bottom the member is "at the bottom", and new messages keep them there. */
const BOTTOM_SLACK = 48;
/** Older messages start loading when the member scrolls this close to the top. */
const TOP_SLACK = 120;

export interface MessageListProps {
  /** Newest first, as the server pages them. */
  newestFirst: readonly MessageView[];
  status: PaginationStatus;
  onLoadEarlier: () => void;
  onReport?: (messageId: string) => void;
  /** The thread's accessible name ("Messages with Sita"). */
  label: string;
  /** Changes when I send a message: the list then goes to the bottom, wherever it was. */
  sentCount: number;
}

/**
 * The thread's messages, oldest at the top. Its own scroller: it opens at the bottom; scrolled near the
 * top, it loads earlier messages and keeps the member's place when they arrive (the height they add is
 * added to the scroll position); a new message keeps the member at the bottom if they were there, and
 * otherwise moves nothing and shows a "New messages" button.
 */
export function MessageList({ newestFirst, status, onLoadEarlier, onReport, label, sentCount }: MessageListProps) {
  const messages = useMemo(() => [...newestFirst].reverse(), [newestFirst]);
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  /** What the last render showed: its oldest and newest message and the scroller's height then. */
  const shown = useRef<{ oldest: string | null; newest: string | null; scrollHeight: number }>({
    oldest: null,
    newest: null,
    scrollHeight: 0,
  });
  const [newBelow, setNewBelow] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  const toBottom = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    atBottom.current = true;
    setNewBelow(false);
  }, []);

  // After each change of the messages, before the browser paints: put the member where they should be.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const oldest = messages[0]?.messageId ?? null;
    const newest = messages.at(-1)?.messageId ?? null;
    const before = shown.current;
    if (before.newest === null) {
      // First messages: open at the bottom.
      element.scrollTop = element.scrollHeight;
    } else if (oldest !== before.oldest && newest === before.newest) {
      // Earlier messages came in above: keep the ones on screen where they were.
      element.scrollTop += element.scrollHeight - before.scrollHeight;
    } else if (newest !== before.newest) {
      const mineLast = messages.at(-1)?.fromMe === true;
      if (atBottom.current || mineLast) element.scrollTop = element.scrollHeight;
      else setNewBelow(true);
    }
    shown.current = { oldest, newest, scrollHeight: element.scrollHeight };
    // The times say "2:05 pm" today and the date after midnight: refreshed with the messages.
    setNow(Date.now());
  }, [messages]);

  // My own message always brings me to the bottom (it may be the same message list while it is in flight).
  useEffect(() => {
    if (sentCount > 0) toBottom();
  }, [sentCount, toBottom]);

  // The scroller changes height when the keyboard opens or the composer grows: stay at the bottom if there.
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const canLoad = status === "CanLoadMore";
  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight <= BOTTOM_SLACK;
    if (atBottom.current) setNewBelow(false);
    if (element.scrollTop <= TOP_SLACK && canLoad) onLoadEarlier();
  };

  // A first page shorter than the screen cannot be scrolled to the top: load on until it fills it.
  useEffect(() => {
    const element = scroller.current;
    if (element && canLoad && element.scrollHeight <= element.clientHeight) onLoadEarlier();
  }, [canLoad, messages, onLoadEarlier]);

  return (
    <Box pos="relative" style={{ flex: 1, minHeight: 0, display: "flex", flexDirection: "column" }}>
      <div
        ref={scroller}
        className={classes.scroller}
        onScroll={onScroll}
        role="log"
        aria-label={label}
        aria-live="polite"
        data-testid="thread-scroller"
      >
        {(canLoad || status === "LoadingMore") && (
          <Center mb="sm">
            <Button variant="subtle" size="xs" onClick={onLoadEarlier} loading={status === "LoadingMore"}>
              {t("conversations.loadEarlier")}
            </Button>
          </Center>
        )}
        {status === "LoadingFirstPage" ? (
          <Center h="100%">
            <Loader aria-label={t("common.loading")} />
          </Center>
        ) : messages.length === 0 ? (
          <Text c="gray.7" ta="center" size="sm" mt="lg" px="md">
            {t("conversations.threadEmpty")}
          </Text>
        ) : (
          messages.map((message) => (
            <MessageBubble key={message.messageId} message={message} now={now} onReport={onReport} />
          ))
        )}
      </div>
      {newBelow && (
        <Button className={classes.newBelow} size="xs" radius="xl" onClick={toBottom}>
          {t("conversations.newBelow")}
        </Button>
      )}
    </Box>
  );
}
