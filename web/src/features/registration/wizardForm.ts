import type { UseFormReturnType } from "@mantine/form";
import type { WizardValues } from "./wizardSteps";

export type WizardForm = UseFormReturnType<WizardValues>;
