import { useState } from "react";
import { AuthCard } from "../features/account/AuthCard";
import { ForgotPasswordForm } from "../features/account/ForgotPasswordForm";
import { ResetCodeForm } from "../features/account/ResetCodeForm";
import { ResetLinkSent } from "../features/account/ResetLinkSent";
import type { ResetFlow } from "../features/auth";
import { t } from "../i18n";

/** /forgotpassword (SPEC §2, §8): ask for a reset mail; then the link notice (local) or the code form (Clerk). */
export default function ForgotPasswordPage() {
  const [sent, setSent] = useState<{ email: string; flow: ResetFlow } | null>(null);
  return (
    <AuthCard title={t("forgotPassword.title")} intro={sent ? undefined : t("forgotPassword.intro")}>
      {sent === null && <ForgotPasswordForm onSent={(email, flow) => setSent({ email, flow })} />}
      {sent?.flow === "link" && <ResetLinkSent email={sent.email} onRetry={() => setSent(null)} />}
      {sent?.flow === "code" && <ResetCodeForm email={sent.email} />}
    </AuthCard>
  );
}
