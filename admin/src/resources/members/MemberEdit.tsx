import { Alert, Box, LinearProgress } from "@mui/material";
import type { ReactNode } from "react";
import {
  Edit,
  FormDataConsumer,
  NumberInput,
  required,
  SaveButton,
  SelectInput,
  TabbedForm,
  TextInput,
  Toolbar,
  useRecordContext,
} from "react-admin";
import { DISTRICTS_BY_STATE } from "@matrimony/shared/options";
import { choices } from "./choices";
import type { MemberRecord } from "./types";

function Title() {
  const record = useRecordContext<MemberRecord>();
  return <span>{record ? `Edit ${record.fullName} (${record.profileCode})` : "Edit member"}</span>;
}

function EditToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

const req = required();
const grid = {
  display: "grid",
  columnGap: 2,
  gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "1fr 1fr 1fr" },
  width: "100%",
} as const;

function DistrictInput() {
  return (
    <FormDataConsumer<{ state?: string }>>
      {({ formData }) => {
        const districts =
          formData.state === "Andhra Pradesh" || formData.state === "Telangana"
            ? DISTRICTS_BY_STATE[formData.state]
            : null;
        return districts ? (
          <SelectInput
            source="nativePlaceDistrict"
            label="Native district"
            choices={districts.map((d) => ({ id: d, name: d }))}
          />
        ) : (
          <TextInput source="nativeStateOther" label="Native state (other)" />
        );
      }}
    </FormDataConsumer>
  );
}

/**
 * Admins edit a member with the member's own rules (the server validates with the same shared schemas).
 * Status, Premium, gender and email are not edited here: they have their own actions, or belong to the login.
 */
export function MemberEdit() {
  return (
    <Edit title={<Title />} mutationMode="pessimistic" redirect="show">
      <WhenFull>
        <TabbedForm toolbar={<EditToolbar />} syncWithLocation={false}>
          <TabbedForm.Tab label="Personal">
            <Alert severity="info" sx={{ mb: 2, width: "100%" }}>
              Gender and email cannot be changed; approval status and Premium have their own actions.
            </Alert>
            <FieldGrid>
              <TextInput source="fullName" label="Full name" validate={req} />
              <SelectInput source="residenceType" label="Residence" choices={choices.residenceType} validate={req} />
              <SelectInput source="country" label="Country (NRI)" choices={choices.country} />
              <TextInput source="otherCountry" label="Other country" />
              <SelectInput
                source="maritalStatus"
                label="Marital status"
                choices={choices.maritalStatus}
                validate={req}
              />
              <TextInput source="dateOfBirth" label="Date of birth (DD/MM/YYYY)" validate={req} />
              <TextInput source="timeOfBirth" label="Time of birth" />
              <TextInput source="birthPlace" label="Birth place" />
              <SelectInput source="height" choices={choices.height} validate={req} />
              <SelectInput source="complexion" choices={choices.complexion} />
              <SelectInput source="caste" choices={choices.caste} validate={req} />
              <SelectInput source="religion" choices={choices.religion} validate={req} />
              <SelectInput source="rashi" choices={choices.rashi} />
              <SelectInput source="nakshatram" choices={choices.nakshatram} />
              <TextInput source="gotram" />
            </FieldGrid>
          </TabbedForm.Tab>
          <TabbedForm.Tab label="Family">
            <FieldGrid>
              <TextInput source="fatherName" label="Father's name" validate={req} />
              <TextInput source="fatherProfession" label="Father's profession" />
              <TextInput source="fatherDesignation" label="Father's designation" />
              <TextInput source="motherName" label="Mother's name" validate={req} />
              <TextInput source="motherSurname" label="Mother's surname" />
              <TextInput source="motherProfession" label="Mother's profession" />
              <NumberInput source="numberOfBrothers" label="Brothers" min={0} />
              <NumberInput source="numberOfSisters" label="Sisters" min={0} />
              <SelectInput source="state" label="Native state" choices={choices.state} validate={req} />
              <DistrictInput />
              <TextInput source="place" />
              <TextInput source="presentResidence" label="Present residence" validate={req} />
              <SelectInput source="financialStatus" label="Financial status" choices={choices.financialStatus} />
            </FieldGrid>
          </TabbedForm.Tab>
          <TabbedForm.Tab label="Education and work">
            <FieldGrid>
              <TextInput source="education" validate={req} />
              <TextInput source="collegeName" label="College" />
              <SelectInput source="profession" choices={choices.profession} validate={req} />
              <TextInput source="otherProfession" label="Other profession" />
              <SelectInput source="professionSector" label="Sector" choices={choices.professionSector} validate={req} />
              <TextInput source="companyName" label="Company" />
              <TextInput source="workingPlace" label="Working place" />
              <TextInput source="income" />
            </FieldGrid>
          </TabbedForm.Tab>
          <TabbedForm.Tab label="Partner preference">
            <FieldGrid>
              <SelectInput source="partnerPreferenceType" label="Looking for" choices={choices.partnerPreferenceType} />
              <SelectInput source="nriCountry" label="NRI country" choices={choices.country} />
              <SelectInput source="partnerstate" label="State" choices={choices.partnerstate} />
              <SelectInput
                source="partnerprofessionSector"
                label="Profession sector"
                choices={choices.partnerprofessionSector}
                validate={req}
              />
            </FieldGrid>
          </TabbedForm.Tab>
          <TabbedForm.Tab label="Contacts">
            <FieldGrid>
              <TextInput source="mobileNumber" label="Mobile number" validate={req} />
              <TextInput source="altMobileNumber" label="Alternate mobile number" />
              <TextInput source="email" disabled helperText="The login's email; the member changes it." />
            </FieldGrid>
          </TabbedForm.Tab>
        </TabbedForm>
      </WhenFull>
    </Edit>
  );
}

/** The form starts from the full record, not from the list's row react-admin shows while it loads. */
function WhenFull({ children }: { children: ReactNode }) {
  const record = useRecordContext<MemberRecord>();
  return record && Array.isArray(record.payments) ? <>{children}</> : <LinearProgress sx={{ m: 2 }} />;
}

function FieldGrid({ children }: { children: ReactNode }) {
  return <Box sx={grid}>{children}</Box>;
}
