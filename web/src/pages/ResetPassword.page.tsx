import { useSearchParams } from "react-router-dom";
import { AuthCard } from "../features/account/AuthCard";
import { ResetPasswordForm } from "../features/account/ResetPasswordForm";
import { t } from "../i18n";

/** /reset-password?token=… : not in the spec, but the reset mail's link needs a page to open (local mode). */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <AuthCard title={t("resetPassword.title")}>
      <ResetPasswordForm token={params.get("token") ?? ""} />
    </AuthCard>
  );
}
