/** Subscription pages /payment1 (online) and /payment (status). */
export const subscriptionCopy = {
} as const;
