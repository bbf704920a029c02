/**
 * What a push carries: the notification's title and text in the member's language, from the same texts as
 * the mail (../notifications/render.ts), so never the other member's name or number ("A member..."), and
 * the app path it opens. The service worker reads exactly this (web/src/serviceWorker/pushMessage.ts).
 */
import { notificationLink } from "@matrimony/shared/notificationText";
import type { Locale } from "@matrimony/shared/messages";
import type { NotificationKind } from "@matrimony/shared/rules/notifications";
import { renderedText } from "../notifications/render";
import type { NotificationParams } from "../notifications/validators";

export interface PushPayload {
  title: string;
  body: string;
  url: string;
  /** One notification per event on the phone: a repeat replaces, never stacks. */
  tag: string;
  lang: Locale;
}

export function pushPayload(
  kind: NotificationKind,
  params: NotificationParams,
  language: Locale,
  dedupeKey: string,
): PushPayload {
  const { subject, body } = renderedText(kind, params, language);
  return {
    title: subject,
    body,
    url: notificationLink(kind, params.memberId),
    tag: dedupeKey.slice(0, 100),
    lang: language,
  };
}
