/**
 * How long the app waits, after its unread total changes, before marking the new messages delivered
 * (`conversations.markDelivered`). A message arriving in the thread that is open is read at once
 * (`markRead`, which delivers too) and the total falls back to 0 within this time, so no `markDelivered` is
 * sent for it: one commit per message fewer. The sender sees "delivered" this much later.
 */
export const DELIVERY_DELAY_MS = 1500;
