import { useForm } from "@mantine/form";
import { refineFormSchema } from "@matrimony/shared/schemas";
import { localizedResolver } from "../forms/localizedResolver";
import { useErrorsInLanguage } from "../forms/useErrorsInLanguage";
import { toRefineValues, type RefineFormValues } from "./refineForm";

const validate = localizedResolver(refineFormSchema);

/** The refine form, validated with the shared schema the server uses. */
export function useRefineForm(initialValues: RefineFormValues = toRefineValues(undefined)) {
  const form = useForm<RefineFormValues>({ initialValues, validate });
  useErrorsInLanguage(form, validate);
  return form;
}
