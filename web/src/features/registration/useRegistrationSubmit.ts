import { useConvex, useMutation } from "convex/react";
import { useRef } from "react";
import { api } from "../../convexApi";
import { useAuth } from "../auth";
import { AuthError } from "../auth/types";
import { t } from "../../i18n";
import { emailInUse, RegistrationError } from "./registrationErrors";
import { useWaitForConvexAuth } from "./useWaitForConvexAuth";
import { toProfileInput, type WizardValues } from "./wizardSteps";
import type { PrivacyValues } from "../privacy/PrivacyChoices";
import type { toRefineInput } from "../refine/refineForm";

export type SubmitOutcome = "done" | "needsCode";
type RefineInput = ReturnType<typeof toRefineInput>;

/**
 * The registration sequence: create the login, then the profile (members.register), then sign out so
 * that /login, where the spec sends the new member, is the next step. The password stays in memory.
 */
export function useRegistrationSubmit() {
  const auth = useAuth();
  const convex = useConvex();
  const register = useMutation(api.members.register);
  const waitForConvexAuth = useWaitForConvexAuth();
  // Answers waiting for the emailed sign-up code (Clerk instances that verify email first).
  const awaitingCode = useRef<{ values: WizardValues; refine: RefineInput | undefined } | null>(null);
  // Step 4's privacy choices, saved with the profile.
  const privacyChoice = useRef<PrivacyValues | undefined>(undefined);

  const saveProfile = async (values: WizardValues, refine: RefineInput | undefined) => {
    await waitForConvexAuth();
    const privacy = privacyChoice.current;
    const profileId = await register({
      profile: toProfileInput(values),
      ...(privacy === undefined ? {} : { privacy }),
      ...(refine === undefined ? {} : { refine }),
    });
    await auth.signOut().catch(() => undefined);
    // No profile was made (the server kept the case for support staff): a neutral "please call us".
    if (profileId === null) throw new RegistrationError(t("safety.needsSupport"));
  };

  /**
   * The email has a login already. If it is this person's (the password works) and it has no profile,
   * an earlier registration failed after creating the login: carry on with it. Otherwise it is taken.
   */
  const resumeUnfinished = async (email: string, password: string) => {
    try {
      await auth.signIn(email, password);
    } catch {
      throw emailInUse();
    }
    await waitForConvexAuth();
    if ((await convex.query(api.members.me, {})) !== null) {
      await auth.signOut().catch(() => undefined);
      throw emailInUse();
    }
  };

  /** `privacy`: step 4's privacy choices; `refine`: its optional refine preferences. */
  const submit = async (
    values: WizardValues,
    email: string,
    privacy?: PrivacyValues,
    refine?: RefineInput,
  ): Promise<SubmitOutcome> => {
    privacyChoice.current = privacy;
    try {
      const result = await auth.signUp(email, values.password);
      if (result.status === "needs_email_code") {
        awaitingCode.current = { values, refine };
        return "needsCode";
      }
    } catch (error) {
      if (!(error instanceof AuthError && error.code === "email_in_use")) throw error;
      await resumeUnfinished(email, values.password);
    }
    await saveProfile(values, refine);
    return "done";
  };

  const verifyCode = async (code: string): Promise<SubmitOutcome> => {
    const awaiting = awaitingCode.current;
    if (!awaiting) throw new RegistrationError(t("register.failed"));
    await auth.verifySignUpCode(code.trim());
    awaitingCode.current = null;
    await saveProfile(awaiting.values, awaiting.refine);
    return "done";
  };

  return { submit, verifyCode };
}
