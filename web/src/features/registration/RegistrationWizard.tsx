import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useForm, type FormErrors } from "@mantine/form";
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { Link, useNavigate } from "react-router-dom";
import { REGISTER_REDIRECT_MS } from "@matrimony/shared/constants";
import { registrationSchema } from "@matrimony/shared/schemas";
import { t } from "../../i18n";
import { clearFormError, toastError } from "../account/feedback";
import { useErrorsInLanguage } from "../forms/useErrorsInLanguage";
import { PageLoader } from "../session/guards";
import type { Session } from "../session/useSession";
import { AlreadyRegistered } from "./AlreadyRegistered";
import { firstErrorPath, focusField } from "../account/focusField";
import { EducationStep } from "./EducationStep";
import { EmailCodeForm } from "./EmailCodeForm";
import { FamilyStep } from "./FamilyStep";
import { PartnerStep } from "./PartnerStep";
import { DEFAULT_PRIVACY, RegistrationPrivacy } from "../privacy/RegistrationPrivacy";
import type { PrivacyValues } from "../privacy/PrivacyChoices";
import { PersonalStep } from "./PersonalStep";
import { toRegistrationFailure, type RegistrationFailure } from "./registrationErrors";
import { RegistrationSuccess } from "./RegistrationSuccess";
import { StepHeader } from "./StepHeader";
import { useRegistrationSubmit } from "./useRegistrationSubmit";
import {
  DEPENDENT_FIELDS,
  emptyValues,
  errorsOfEveryStep,
  LAST_STEP,
  sameShapingAnswers,
  shapingAnswers,
  stepOfField,
  validateAll,
  validateStep,
  type WizardField,
  type WizardValues,
} from "./wizardSteps";
import { Notice } from "../account/Notice";
import { toRefineInput } from "../refine/refineForm";
import { useRefineForm } from "../refine/useRefineForm";

const FORM_ID = "registration";
const FIELDS = Object.keys(emptyValues()) as WizardField[];

type Phase = { kind: "form" } | { kind: "code"; email: string } | { kind: "done"; email: string };

function changedValue(input: unknown): string {
  if (typeof input === "string") return input;
  return (input as ChangeEvent<HTMLInputElement | HTMLSelectElement> | null)?.currentTarget?.value ?? "";
}

/**
 * The four-step registration (SPEC §4, §5). Next checks the step with shared/'s schema and shows its first
 * message as a toast, marks every wrong field and focuses the first; Submit checks the whole form, then
 * runs the sign-up sequence. On failure everything typed stays.
 */
export function RegistrationWizard({ session, signedInEmail }: { session: Session; signedInEmail: string | null }) {
  // A login without a profile finishes its registration under its own email.
  const lockedEmail = session.status === "noProfile" ? signedInEmail : null;
  const navigate = useNavigate();
  const { submit, verifyCode } = useRegistrationSubmit();
  const [step, setStep] = useState(0);
  const [privacy, setPrivacy] = useState<PrivacyValues>(DEFAULT_PRIVACY);
  const [phase, setPhase] = useState<Phase>({ kind: "form" });
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<RegistrationFailure | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useRef<string | "heading" | null>(null);

  // Step 4's optional refine preferences, in a form of their own over their shared schema.
  const refine = useRefineForm();
  const [refineOpen, setRefineOpen] = useState(false);
  const [initialValues] = useState(() => emptyValues(lockedEmail ?? ""));
  // Uncontrolled: an answer re-renders nothing, not the whole step of inputs (it matters on low-end phones).
  // The answers that change which questions show are kept as state, so changing one re-renders the step.
  const [shaping, setShaping] = useState(() => shapingAnswers(initialValues));
  const form = useForm<WizardValues>({
    mode: "uncontrolled",
    initialValues,
    onValuesChange: (values) => {
      const next = shapingAnswers(values);
      setShaping((current) => (sameShapingAnswers(current, next) ? current : next));
    },
    // Changing an answer clears the answers that only applied to the old one (e.g. NRI country).
    enhanceGetInputProps: ({ field, inputProps, form: f }) => {
      const dependents = DEPENDENT_FIELDS[field as WizardField];
      if (!dependents) return undefined;
      const onChange = inputProps.onChange as (input: unknown) => void;
      return {
        onChange: (input: unknown) => {
          onChange(input);
          for (const dependent of dependents(changedValue(input))) f.setFieldValue(dependent, "");
        },
      };
    },
  });

  useErrorsInLanguage(form, errorsOfEveryStep);

  useEffect(() => {
    if (lockedEmail && form.getValues().email !== lockedEmail) form.setFieldValue("email", lockedEmail);
    // form is a new object each render; only a new lockedEmail matters.
  }, [lockedEmail]);

  useEffect(() => {
    const target = focusAfterRender.current;
    focusAfterRender.current = null;
    if (target === "heading") {
      headingRef.current?.focus();
      headingRef.current?.scrollIntoView({ block: "start" });
    } else if (target) focusField(form.getInputNode(target));
  });

  useEffect(() => {
    if (phase.kind !== "done") return;
    const timer = setTimeout(
      () => navigate("/login", { replace: true, state: { email: phase.email, registered: true } }),
      REGISTER_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  const goTo = useCallback((next: number, focus: string | "heading") => {
    if (focus === "heading") clearFormError(FORM_ID);
    focusAfterRender.current = focus;
    setStep(next);
  }, []);

  /** Shows errors the spec's way; true when there were any. */
  const showErrors = (errors: FormErrors, onStep: number): boolean => {
    const first = firstErrorPath(errors);
    if (first === undefined) return false;
    form.setErrors(errors);
    toastError(String(errors[first]), FORM_ID);
    if (onStep !== step) goTo(onStep, first);
    else focusField(form.getInputNode(first));
    return true;
  };

  const fail = (error: unknown) => {
    const found = toRegistrationFailure(error);
    setFailure(found);
    toastError(found.message, FORM_ID);
    if (found.field === undefined) return;
    form.setFieldError(found.field, found.message);
    const fieldStep = stepOfField(found.field);
    if (fieldStep >= 0 && fieldStep !== step) goTo(fieldStep, found.field);
    else focusField(form.getInputNode(found.field));
  };

  const finish = async (run: () => Promise<"done" | "needsCode">, email: string) => {
    setSubmitting(true);
    try {
      const outcome = await run();
      clearFormError(FORM_ID);
      setPhase(outcome === "done" ? { kind: "done", email } : { kind: "code", email });
    } catch (error) {
      if (phase.kind === "code") setCodeError(toRegistrationFailure(error).message);
      else fail(error);
    } finally {
      setSubmitting(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    const values = form.getValues();
    if (showErrors(validateStep(step, values), step)) return;
    if (step < LAST_STEP) {
      form.clearErrors();
      goTo(step + 1, "heading");
      return;
    }
    const invalid = validateAll(values);
    if (invalid && showErrors(invalid.errors, invalid.step)) return;
    const refineCheck = refine.validate();
    const refineFirst = firstErrorPath(refineCheck.errors);
    if (refineFirst !== undefined) {
      setRefineOpen(true);
      toastError(String(refineCheck.errors[refineFirst]), FORM_ID);
      return;
    }
    const { email } = registrationSchema.parse(values);
    void finish(() => submit(values, email, privacy, toRefineInput(refine.getValues())), email);
  };

  if (phase.kind === "done") {
    return (
      <WizardFrame>
        <RegistrationSuccess redirecting email={phase.email} />
      </WizardFrame>
    );
  }
  if (phase.kind === "code") {
    return (
      <WizardFrame>
        <EmailCodeForm
          email={phase.email}
          busy={submitting}
          error={codeError}
          onVerify={(code) => {
            setCodeError(null);
            void finish(() => verifyCode(code), phase.email);
          }}
        />
      </WizardFrame>
    );
  }

  // While registering, the session passes through "loading" and "member": only an idle wizard gives way.
  const idle = !submitting;
  if (idle && session.status === "member") {
    return (
      <WizardFrame>
        <AlreadyRegistered email={session.me.contacts.email || (signedInEmail ?? "")} />
      </WizardFrame>
    );
  }
  if (idle && session.status === "loading" && signedInEmail !== null) return <PageLoader />;

  const showLocked = lockedEmail !== null && idle;
  const stepProps = { form, shaping, errors: form.errors, keys: FIELDS.map((f) => form.key(f)).join(" ") };
  return (
    <WizardFrame>
      <Stack gap="lg">
        {showLocked && (
          <Notice color="blue" title={t("register.resumeTitle")}>
            {t("register.resumeDetail", { email: lockedEmail })}
          </Notice>
        )}
        <StepHeader step={step} headingRef={headingRef} />
        {failure && (
          <Notice color="red" role="alert" title={failure.message}>
            {t("register.failureKept")}
          </Notice>
        )}
        <form onSubmit={onSubmit} noValidate aria-busy={submitting}>
          <Stack gap="xl">
            {step === 0 && <PersonalStep {...stepProps} lockedEmail={showLocked} />}
            {step === 1 && <FamilyStep {...stepProps} />}
            {step === 2 && <EducationStep {...stepProps} />}
            {step === 3 && <PartnerStep form={form} shaping={shaping} refine={refine} refineOpen={refineOpen} />}
            {step === 3 && <RegistrationPrivacy value={privacy} onChange={setPrivacy} />}
            <Group grow gap="sm">
              {step > 0 && (
                <Button
                  variant="default"
                  disabled={submitting}
                  onClick={() => {
                    form.clearErrors();
                    setFailure(null);
                    goTo(step - 1, "heading");
                  }}
                >
                  {t("register.previous")}
                </Button>
              )}
              <Button type="submit" loading={submitting}>
                {step === LAST_STEP ? t("register.submit") : t("register.next")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </WizardFrame>
  );
}

function WizardFrame({ children }: { children: ReactNode }) {
  return (
    <Container size={640} px={{ base: "xs", sm: "md" }} py={{ base: "md", sm: "xl" }}>
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} shadow="xs">
        <Title order={1} size="h2">
          {t("register.title")}
        </Title>
        <Text c="gray.7" mb="lg">
          {t("register.haveAccount")}{" "}
          <Anchor component={Link} to="/login" fw={600}>
            {t("register.loginLink")}
          </Anchor>
        </Text>
        {children}
      </Paper>
    </Container>
  );
}
