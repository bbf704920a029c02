import { Container, Stack } from "@mantine/core";
import { AuthCard } from "../features/account/AuthCard";
import { ChangePasswordForm } from "../features/account/ChangePasswordForm";
import { useAuth } from "../features/auth";
import { NotificationPreferences } from "../features/notifications/NotificationPreferences";
import { WhatsAppPreferences } from "../features/notifications/WhatsAppPreferences";
import { PauseSettings } from "../features/pause/PauseSettings";
import { useSession } from "../features/session/useSession";
import { t } from "../i18n";

/**
 * /settings (SPEC §2): update the password; notifications; pause the profile. Guarded by RequireMember in Router.tsx.
 */
export default function SettingsPage() {
  const session = useSession();
  const auth = useAuth();
  const email = (session.status === "member" ? session.me.contacts.email : "") || (auth.user?.email ?? "");
  return (
    <>
      <AuthCard title={t("settings.title")} intro={t("settings.intro")}>
        <ChangePasswordForm email={email} />
      </AuthCard>
      {/* Which notifications come by email and SMS; hiding the profile for a while. */}
      <Container size={460} px={{ base: "xs", sm: "md" }} pb="xl">
        <Stack gap="lg">
          <NotificationPreferences />
          <PauseSettings />
        </Stack>
      </Container>
      {/* WhatsApp, only with the member's explicit opt-in. */}
      <Container size={460} px={{ base: "xs", sm: "md" }} pb="xl">
        <WhatsAppPreferences />
      </Container>
    </>
  );
}
