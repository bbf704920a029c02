/** Public pages: landing, about, contact, FAQ, policies, rate us, explore, partner redirects, calculator, test payment, not found. */
export const publicCopy = {
  "public.whatsappGreeting": "Hello Telugu Matrimony, I would like to know more about your services.",
} as const;
