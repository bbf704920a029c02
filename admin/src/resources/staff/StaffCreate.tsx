import { Create, email, required, SelectInput, SimpleForm, TextInput } from "react-admin";
import { ROLE_CHOICES } from "./StaffList";

/**
 * Add a staff member by email (or change an existing one's role). A new address gets an invitation mail;
 * the role starts when the person opens it signed in with that address (nobody becomes staff by signing up).
 */
export function StaffCreate() {
  return (
    <Create title="Add staff" redirect="list">
      <SimpleForm defaultValues={{ role: "support" }} sx={{ maxWidth: 520 }}>
        <TextInput
          source="email"
          type="email"
          validate={[required(), email()]}
          helperText="An invitation is mailed to this address; their role starts when they open it, signed in with it."
        />
        <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} />
      </SimpleForm>
    </Create>
  );
}
