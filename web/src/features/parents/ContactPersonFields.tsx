import { SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { CONTACT_RELATIONS } from "@matrimony/shared/options";
import { t } from "../../i18n";
import { OptionSelect } from "../registration/OptionInputs";

/**
 * The optional contact person: whom a family that calls will speak to. Used by registration
 * step 2 and profile edit; the shared schema asks for both or neither (contactPersonCheck).
 */
export function ContactPersonFields({
  name,
  relation,
  keys,
}: {
  name: GetInputPropsReturnType;
  relation: GetInputPropsReturnType;
  /** Mantine's `form.key(...)` of each field, for forms in uncontrolled mode (profile edit). */
  keys?: { name: string; relation: string };
}) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h4" mt="sm">
        {t("register.contactPersonTitle")}
      </Title>
      <Text size="sm" c="gray.7">
        {t("register.contactPersonHelp")}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput key={keys?.name} label={t("register.contactPersonName")} autoComplete="off" {...name} />
        <OptionSelect
          key={keys?.relation}
          label={t("register.contactPersonRelation")}
          values={CONTACT_RELATIONS}
          input={relation}
        />
      </SimpleGrid>
    </Stack>
  );
}
