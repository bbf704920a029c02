import { Create, email, required, SelectInput, SimpleForm, TextInput } from "react-admin";
import { ROLE_CHOICES } from "./StaffList";

/** Add a staff member by email (or change an existing one's role). They sign in with their own account. */
export function StaffCreate() {
  return (
    <Create title="Add staff" redirect="list">
      <SimpleForm defaultValues={{ role: "support" }} sx={{ maxWidth: 520 }}>
        <TextInput source="email" type="email" validate={[required(), email()]} helperText="The email they sign in with." />
        <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} />
      </SimpleForm>
    </Create>
  );
}
