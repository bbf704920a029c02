import { AuthCard } from "../features/account/AuthCard";
import { ChangePasswordForm } from "../features/account/ChangePasswordForm";
import { useAuth } from "../features/auth";
import { useSession } from "../features/session/useSession";
import { t } from "../i18n";

/** /settings (SPEC §2): update the password. Guarded by RequireMember in Router.tsx. */
export default function SettingsPage() {
  const session = useSession();
  const auth = useAuth();
  const email = (session.status === "member" ? session.me.contacts.email : "") || (auth.user?.email ?? "");
  return (
    <AuthCard title={t("settings.title")} intro={t("settings.intro")}>
      <ChangePasswordForm email={email} />
    </AuthCard>
  );
}
