import { AuthCard } from "../features/account/AuthCard";
import { LoginForm } from "../features/account/LoginForm";
import { SignedInNotice } from "../features/account/SignedInNotice";
import { useAuth } from "../features/auth";
import { PageLoader } from "../features/session/guards";
import { useSession } from "../features/session/useSession";
import { t } from "../i18n";

/**
 * /login (SPEC §2). Someone already signed in sees who they are instead of a second login form: a
 * redirect would hide the way to switch accounts, a bare form would invite a confusing double login.
 */
export default function LoginPage() {
  const auth = useAuth();
  const session = useSession();
  const signedIn = auth.user !== null && session.status !== "signedOut";
  if (signedIn && session.status === "loading") return <PageLoader />;
  return (
    <AuthCard title={t("login.title")} intro={signedIn ? undefined : t("login.intro")}>
      {signedIn ? (
        <SignedInNotice email={auth.user?.email ?? ""} registered={session.status === "member"} />
      ) : (
        <LoginForm />
      )}
    </AuthCard>
  );
}
