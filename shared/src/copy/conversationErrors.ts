/**
 * The server's refusals in a conversation (convex/model/conversations): the app shows them with
 * `errorMessage`, in the member's language. A limit's `{wait}` is filled by the app from `retryAt`.
 */
export const conversationErrorsCopy = {
  "conversationError.notFound": "This conversation was not found.",
  "conversationError.messageNotFound": "This message was not found.",
  "conversationError.ownMessage": "You cannot report your own message.",
  "conversationError.cannotStart": "You can write to a member once one of you has accepted the other's interest.",
  "conversationError.ended": "This conversation has ended.",
  "conversationError.empty": "Write a message first.",
  "conversationError.tooLong": "A message can be at most 1000 characters.",
  "conversationError.tooFast": "You are sending messages too quickly. Please wait {wait} and try again.",
  "conversationError.dailyLimit": "You have sent the most messages allowed for today. You can write again in {wait}.",
  "conversationError.startLimit":
    "You have started the most new conversations allowed for today. You can start another in {wait}.",
} as const;
