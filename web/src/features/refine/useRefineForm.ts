import { useForm } from "@mantine/form";
import { refineFormSchema } from "@matrimony/shared/schemas";
import { localizedResolver } from "../forms/localizedResolver";
import { toRefineValues, type RefineFormValues } from "./refineForm";

const validate = localizedResolver(refineFormSchema);

/** The refine form, validated with the shared schema the server uses. */
export function useRefineForm(initialValues: RefineFormValues = toRefineValues(undefined)) {
  return useForm<RefineFormValues>({ initialValues, validate });
}
