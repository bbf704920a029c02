import { useAuth } from "../features/auth";
import { RegistrationWizard } from "../features/registration/RegistrationWizard";
import { useSession } from "../features/session/useSession";

/** /register (SPEC §2, §4): the four-step wizard; a signed-in member is shown the way home instead. */
export default function RegisterPage() {
  const session = useSession();
  const auth = useAuth();
  return <RegistrationWizard session={session} signedInEmail={auth.user?.email ?? null} />;
}
