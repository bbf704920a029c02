import { ContactDetails } from "../../components/ContactDetails";
import { Alert, Box, Card, CardContent, Chip, LinearProgress, Link, Stack, Typography } from "@mui/material";
import { Show, TabbedShowLayout, useRecordContext } from "react-admin";
import { CallNoteBox } from "../../components/CallNoteBox";
import { LanguageChip, PlanChip, StatusChip } from "../../components/chips";
import { Facts } from "../../components/Facts";
import { MemberAvatar } from "../../components/MemberBits";
import { paymentColumns } from "../../components/paymentColumns";
import { SimpleTable } from "../../components/SimpleTable";
import { StaffNotesTable } from "../../components/StaffNotesTable";
import { formatDate, formatDateTime } from "../../format";
import { maritalLabel } from "./choices";
import { MemberShowActions } from "./MemberActions";
import { SafetyTab } from "./MemberSafety";
import { InterestsTab } from "./MemberInterests";
import { BadgeHistory } from "../verifications/BadgeHistory";
import { MobileCallVerification } from "../verifications/MobileCallVerification";
import { ActivityTable } from "./ActivityTable";
import type { MemberRecord } from "./types";
import { ConsentNote, ContactPersonNote } from "../parents/ParentsRecord";

/**
 * The member's full record. react-admin first shows the list's row for the same id (it primes its
 * getOne cache from lists) while the full record loads; the tabs wait for the full one.
 */
function useFullRecord(): MemberRecord | undefined {
  const record = useRecordContext<MemberRecord>();
  return record && Array.isArray(record.payments) ? record : undefined;
}

function Title() {
  const record = useRecordContext<MemberRecord>();
  return <span>{record ? `${record.fullName} (${record.profileCode})` : "Member"}</span>;
}

function Summary() {
  const r = useRecordContext<MemberRecord>();
  if (!r) return null;
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
          <MemberAvatar
            url={Array.isArray(r.photos) ? r.photos[0]?.url : (r as { photoUrl?: string | null }).photoUrl}
            name={r.fullName}
            size={88}
          />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h5" component="h2">
              {r.fullName}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ fontFamily: "monospace" }}>
              {r.profileCode}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: "wrap" }}>
              {/* Absent while the list's row stands in for the record (useFullRecord). */}
              {r.preferredLanguage !== undefined && <LanguageChip language={r.preferredLanguage} />}
              <StatusChip status={r.status} />
              <PlanChip plan={r.plan} premiumUntil={r.premiumUntil} />
              {/* The member hid their profile from matches and search; absent while the list's row stands in. */}
              {typeof r.pausedAt === "number" && (
                <Chip size="small" color="default" label={`Paused by the member ${formatDate(r.pausedAt)}`} />
              )}
            </Stack>
            {r.statusReason && (
              <Alert severity={r.status === "suspended" ? "error" : "warning"} sx={{ mt: 1 }}>
                Reason given to the member: {r.statusReason}
              </Alert>
            )}
            <ConsentNote consent={r.consent} gender={r.gender} createdBy={r.profileCreatedBy} />
          </Box>
          <Box sx={{ minWidth: 220 }}>
            <ContactDetails
              id={String(r.id)}
              where="record"
              masked={{ mobile: r.mobileNumber, altMobile: r.altMobileNumber, email: r.email }}
            />
            <ContactPersonNote person={r.contactPerson} />
            <Typography variant="caption" color="text.secondary" component="div">
              Registered {formatDate(r.createdAt)}
              {r.updatedAt ? ` · updated ${formatDate(r.updatedAt)}` : ""}
            </Typography>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

function ProfileTab() {
  const r = useFullRecord();
  if (!r) return <LinearProgress />;
  return (
    <Box>
      <Facts
        title="Personal"
        facts={[
          ["Gender", r.gender],
          ["Age", r.age],
          ["Date of birth", r.dateOfBirth],
          ["Time of birth", r.timeOfBirth],
          ["Birth place", r.birthPlace],
          ["Marital status", maritalLabel(r.maritalStatus)],
          ["Height", r.height],
          ["Complexion", r.complexion],
          ["Caste", r.caste],
          ["Sub-caste", r.subCaste],
          ["Religion", r.religion],
          ["Gotram", r.gotram],
          ["Rashi", r.rashi],
          ["Nakshatram", r.nakshatram],
          ["Residence", r.residenceType],
          ["Country", r.country === "Other" ? r.otherCountry : r.country],
          ["Diet", r.diet],
          ["Smoking", r.smoking],
          ["Drinking", r.drinking],
          ["About me", r.aboutMe],
        ]}
      />
      {r.jatakam && (
        <Typography sx={{ mb: 2 }}>
          <Link href={r.jatakam.url} target="_blank" rel="noopener noreferrer">
            {r.jatakam.contentType === "application/pdf" ? "Download the jatakam (PDF)" : "Open the jatakam"}
          </Link>
        </Typography>
      )}
      <Facts
        title="Family"
        facts={[
          ["Father", r.fatherName],
          ["Father's profession", [r.fatherProfession, r.fatherDesignation].filter(Boolean).join(", ")],
          ["Mother", [r.motherName, r.motherSurname].filter(Boolean).join(" ")],
          ["Mother's profession", r.motherProfession],
          ["Brothers", r.numberOfBrothers],
          ["Married brothers", r.marriedBrothers],
          ["Sisters", r.numberOfSisters],
          ["Married sisters", r.marriedSisters],
          ["Native state", r.state === "Other" ? r.nativeStateOther : r.state],
          ["Native district", r.nativePlaceDistrict],
          ["Place", r.place],
          ["Present residence", r.presentResidence],
          ["Financial status", r.financialStatus],
          ["Family type", r.familyType],
          ["Family values", r.familyValues],
          ["About the family", r.aboutFamily],
        ]}
      />
      <Facts
        title="Education and work"
        facts={[
          ["Education", r.education],
          ["College", r.collegeName],
          ["Profession", r.profession === "Other" ? r.otherProfession : r.profession],
          ["Sector", r.professionSector],
          ["Company", r.companyName],
          ["Working place", r.workingPlace],
          ["Income", r.income],
        ]}
      />
      <Facts
        title="Partner preference"
        facts={[
          ["Looking for", r.partnerPreferenceType],
          ["NRI country", r.nriCountry],
          ["State", r.partnerstate],
          ["Profession sector", r.partnerprofessionSector],
        ]}
      />
      <Facts
        title="Account"
        facts={[
          ["Registration date", r.registrationDate.slice(0, 10)],
          ["Terms accepted", formatDateTime(r.termsAcceptedAt)],
          ["Premium until", formatDate(r.premiumUntil)],
        ]}
      />
    </Box>
  );
}

function PhotosTab() {
  const r = useFullRecord();
  if (!r) return <LinearProgress />;
  if (r.photos.length === 0) return <Typography color="text.secondary">No photos uploaded.</Typography>;
  return (
    <Box sx={{ display: "grid", gap: 1, gridTemplateColumns: "repeat(auto-fill, minmax(160px, 1fr))" }}>
      {r.photos.map((p, i) => (
        <a key={p.photoId} href={p.url} target="_blank" rel="noreferrer">
          <img
            src={p.url}
            alt={`Photo ${String(i + 1)} of ${r.fullName}`}
            style={{ width: "100%", aspectRatio: "3 / 4", objectFit: "cover", borderRadius: 8 }}
          />
        </a>
      ))}
    </Box>
  );
}

function PaymentsTab() {
  const r = useFullRecord();
  if (!r) return <LinearProgress />;
  return <SimpleTable rows={r.payments} columns={paymentColumns} empty="No payments." rowKey={(p) => p._id} />;
}

function ActivityTab() {
  const r = useFullRecord();
  if (!r) return <LinearProgress />;
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
      <ActivityTable title="Viewed this member" rows={r.viewedBy} empty="Nobody yet." />
      <ActivityTable title="This member viewed" rows={r.viewed} empty="Nobody yet." />
      <ActivityTable title="Saw this member's contact details" rows={r.revealedBy} empty="Nobody yet." />
      <ActivityTable title="Contact details this member saw" rows={r.revealed} empty="None yet." />
    </Box>
  );
}

function NotesTab() {
  const r = useFullRecord();
  if (!r) return <LinearProgress />;
  return (
    <Stack spacing={2}>
      <CallNoteBox profileId={r.id} />
      <StaffNotesTable notes={r.notes} empty="No call notes yet." />
    </Stack>
  );
}

function AuditTab() {
  const r = useFullRecord();
  if (!r) return <LinearProgress />;
  return (
    <SimpleTable
      rows={r.audit}
      columns={[
        { label: "When", render: (e) => formatDateTime(e.at) },
        { label: "Who", render: (e) => e.actor },
        { label: "What", render: (e) => e.action },
        { label: "Details", render: (e) => e.details ?? "—" },
      ]}
      empty="Nothing recorded."
      rowKey={(e) => e._id}
    />
  );
}

function Counted({ label, count }: { label: string; count: (r: MemberRecord) => number }) {
  const r = useFullRecord();
  return <>{r ? `${label} (${String(count(r))})` : label}</>;
}

/** A member's page: every section, photos, contacts, payments, views and reveals, call notes, audit. Live. */
export function MemberShow() {
  return (
    <Show title={<Title />} actions={<MemberShowActions />}>
      <Box sx={{ p: { xs: 1, sm: 2 } }}>
        <Summary />
      </Box>
      <TabbedShowLayout syncWithLocation={false}>
        <TabbedShowLayout.Tab label="Profile">
          <ProfileTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={<Counted label="Photos" count={(r) => r.photos.length} />}>
          <PhotosTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={<Counted label="Payments" count={(r) => r.payments.length} />}>
          <PaymentsTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Interests">
          <InterestsTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Reports and blocks">
          <SafetyTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Verification">
          <BadgeHistory />
          <MobileCallVerification />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Views and reveals">
          <ActivityTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={<Counted label="Call notes" count={(r) => r.notes.length} />}>
          <NotesTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Audit">
          <AuditTab />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
