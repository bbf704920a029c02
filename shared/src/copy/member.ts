/** Signed-in member pages: home, profile, matching preference, member page, recently viewed. */
export const memberCopy = {
} as const;
