import { Group, NativeSelect, Radio } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { toOptions } from "@matrimony/shared/options";
import { t } from "../../i18n";
import { optionLabelsFor } from "../options/optionLabels";

interface OptionInputProps {
  label: string;
  values: readonly string[];
  labels?: Partial<Record<string, string>>;
  description?: string;
  required?: boolean;
  input: GetInputPropsReturnType;
}

/**
 * A list as the phone's own picker: fast, large, familiar, and fine with 70 heights or 33 districts. The
 * first entry is "Select" with value "", which the shared schemas read as unanswered.
 */
export function OptionSelect({ label, values, labels, description, required, input }: OptionInputProps) {
  return (
    <NativeSelect
      size="md"
      label={label}
      description={description}
      withAsterisk={required}
      data={[
        { value: "", label: t("register.selectPlaceholder") },
        ...toOptions(values, optionLabelsFor(values, labels)),
      ]}
      {...input}
    />
  );
}

/** Two to four choices as radio buttons: every choice visible, one tap to answer. */
export function OptionRadios({ label, values, labels, description, required, input }: OptionInputProps) {
  return (
    <Radio.Group label={label} description={description} withAsterisk={required} size="md" {...input}>
      <Group gap="lg" mt={6} wrap="wrap">
        {toOptions(values, optionLabelsFor(values, labels)).map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} size="md" py={4} />
        ))}
      </Group>
    </Radio.Group>
  );
}
