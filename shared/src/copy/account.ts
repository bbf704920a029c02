/** Sign-in, registration wizard, forgot and reset password, settings, account deletion. */
export const accountCopy = {
} as const;
