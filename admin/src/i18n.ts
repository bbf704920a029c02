/** react-admin's own texts in English, with the console's resource names and a few wordings of ours. */
import polyglotI18nProvider from "ra-i18n-polyglot";
import englishMessages from "ra-language-english";

const messages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    auth: { ...englishMessages.ra.auth, username: "Email", sign_in: "Sign in" },
    navigation: { ...englishMessages.ra.navigation, no_results: "Nothing found" },
  },
  resources: {
    approvals: { name: "Approval |||| Approvals" },
    members: { name: "Member |||| Members" },
    payments: { name: "Payment |||| Payments" },
    notes: { name: "Call note |||| Call notes" },
    staff: { name: "Staff member |||| Staff" },
    audit: { name: "Audit entry |||| Audit log" },
  },
};

export const i18nProvider = polyglotI18nProvider(() => messages, "en", [{ locale: "en", name: "English" }], {
  allowMissing: true,
});
