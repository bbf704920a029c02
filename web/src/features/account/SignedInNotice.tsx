import { Button, Stack, Text } from "@mantine/core";
import { useMutation } from "convex/react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { api } from "../../convexApi";
import { useAuth } from "../auth";
import { unsubscribeDevice } from "../pwa/pushDevice";
import { t } from "../../i18n";
import { toastError, toastSuccess } from "./feedback";

/**
 * Shown on /login to someone already signed in: who they are, a way on, and a way out (to switch
 * accounts on a shared phone). Logging out leaves them on /login with the form.
 */
export function SignedInNotice({ email, registered }: { email: string; registered: boolean }) {
  const auth = useAuth();
  const forgetDevice = useMutation(api.push.unsubscribe);
  const [busy, setBusy] = useState(false);
  const logout = async () => {
    setBusy(true);
    try {
      // The next account on this phone gets none of this one's alerts.
      await unsubscribeDevice((endpoint) => forgetDevice({ endpoint }));
      await auth.signOut();
      toastSuccess(t("logout.success"));
    } catch {
      toastError(t("logout.failed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="md">
      <Text>{t(registered ? "login.signedInAs" : "login.signedInUnfinished", { email })}</Text>
      <Button component={Link} to={registered ? "/home" : "/register"} fullWidth>
        {t(registered ? "login.goHome" : "login.finishRegistration")}
      </Button>
      <Button variant="default" fullWidth loading={busy} onClick={() => void logout()}>
        {t("login.logOut")}
      </Button>
    </Stack>
  );
}
