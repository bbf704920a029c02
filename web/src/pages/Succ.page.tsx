import { AuthCard } from "../features/account/AuthCard";
import { RegistrationSuccess } from "../features/registration/RegistrationSuccess";
import { t } from "../i18n";

/** /succ (SPEC §2): the registration success message, with the way to /login. */
export default function SuccPage() {
  return (
    <AuthCard title={t("register.success")}>
      <RegistrationSuccess withTitle={false} />
    </AuthCard>
  );
}
