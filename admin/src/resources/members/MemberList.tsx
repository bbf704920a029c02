import { Typography, useMediaQuery, type Theme } from "@mui/material";
import {
  Datagrid,
  DateInput,
  FilterButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
} from "react-admin";
import { PlanChip, StatusChip } from "../../components/chips";
import { ListPagination } from "../../components/ListPagination";
import { ContactCell, MemberAvatar, MemberName, TwoLines } from "../../components/MemberBits";
import { formatDate } from "../../format";
import { choices } from "./choices";
import type { MemberRow } from "./types";

export const memberFilters = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder="Name, phone, email or profile code"
    sx={{ minWidth: { sm: 320 } }}
  />,
  <SelectInput key="status" source="status" choices={choices.status} />,
  <SelectInput key="gender" source="gender" choices={choices.gender} />,
  <SelectInput key="caste" source="caste" choices={choices.caste} />,
  <SelectInput key="religion" source="religion" choices={choices.religion} />,
  <SelectInput key="residenceType" source="residenceType" label="Residence" choices={choices.residenceType} />,
  <SelectInput key="state" source="state" label="Native state" choices={choices.state} />,
  <SelectInput key="premium" source="premium" label="Plan" choices={choices.premium} />,
  <DateInput key="createdFrom" source="createdFrom" label="Registered from" />,
  <DateInput key="createdTo" source="createdTo" label="Registered to" />,
];

function Actions() {
  return (
    <TopToolbar>
      {/* No export: a file of members' phone numbers is not something the console hands out. */}
      <FilterButton />
    </TopToolbar>
  );
}

/** Members: search (any spelling of a phone number, a code, an email or a name), filters, newest first. */
export function MemberList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down("md"));
  return (
    <List
      title="Members"
      filters={memberFilters}
      actions={<Actions />}
      exporter={false}
      sort={{ field: "createdAt", order: "DESC" }}
      perPage={25}
      pagination={<ListPagination options={[10, 25, 50, 100]} />}
    >
      {isSmall ? (
        <SimpleList<MemberRow>
          leftAvatar={(r) => <MemberAvatar url={r.photoUrl} name={r.fullName} size={40} />}
          primaryText={(r) => r.fullName}
          secondaryText={(r) => `${r.profileCode} · ${r.gender}, ${r.age ?? "?"} · ${r.caste}`}
          tertiaryText={(r) => <StatusChip status={r.status} />}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <FunctionField
            label=""
            render={(r: MemberRow) => <MemberAvatar url={r.photoUrl} name={r.fullName} size={40} />}
            sortable={false}
          />
          <FunctionField
            label="Member"
            render={(r: MemberRow) => <MemberName id={r.id} name={r.fullName} code={r.profileCode} />}
            sortable={false}
          />
          <FunctionField
            label="Gender, age"
            render={(r: MemberRow) => `${r.gender}, ${r.age ?? "?"}`}
            sortable={false}
          />
          <FunctionField
            label="Caste, religion"
            render={(r: MemberRow) => <TwoLines first={r.caste} second={r.religion} />}
            sortable={false}
          />
          <FunctionField
            label="Lives in"
            render={(r: MemberRow) => <TwoLines first={r.presentResidence} second={r.residenceType} />}
            sortable={false}
          />
          <FunctionField label="Status" render={(r: MemberRow) => <StatusChip status={r.status} />} sortable={false} />
          <FunctionField
            label="Plan"
            source="premiumUntil"
            render={(r: MemberRow) => (
              <>
                <PlanChip plan={r.plan} premiumUntil={null} />
                {r.plan === "Premium" && r.premiumUntil !== null && (
                  <Typography variant="caption" component="div" color="text.secondary" sx={{ whiteSpace: "nowrap" }}>
                    until {formatDate(r.premiumUntil)}
                  </Typography>
                )}
              </>
            )}
          />
          <FunctionField
            label="Contact"
            render={(r: MemberRow) => <ContactCell mobile={r.mobileNumber} email={r.email} />}
            sortable={false}
          />
          <FunctionField label="Registered" source="createdAt" render={(r: MemberRow) => formatDate(r.createdAt)} />
        </Datagrid>
      )}
    </List>
  );
}
