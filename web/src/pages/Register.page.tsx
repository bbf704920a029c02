import { useState } from "react";
import { useAccountDeletionInProgress } from "../features/account/accountDeletion";
import { useAuth } from "../features/auth";
import { RegistrationWizard } from "../features/registration/RegistrationWizard";
import { PageLoader } from "../features/session/guards";
import { useSession } from "../features/session/useSession";

/** /register (SPEC §2, §4): the four-step wizard; a signed-in member is shown the way home instead. */
export default function RegisterPage() {
  const session = useSession();
  const auth = useAuth();
  // An account being deleted passes through here (see accountDeletion): no wizard for it, neither while
  // it is deleted nor while the app moves on to /.
  const deleting = useAccountDeletionInProgress();
  const [openedByDeletion] = useState(deleting);
  if (deleting || openedByDeletion) return <PageLoader />;
  return <RegistrationWizard session={session} signedInEmail={auth.user?.email ?? null} />;
}
