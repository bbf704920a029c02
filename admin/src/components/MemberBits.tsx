import { Avatar, Box, Link as MuiLink, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { formatPhoneForDisplay } from "@matrimony/shared/phone";

/** The member's first photo, or their initial. */
export function MemberAvatar({
  url,
  name,
  size = 48,
}: {
  url: string | null | undefined;
  name: string;
  size?: number;
}) {
  return (
    <Avatar
      src={url ?? undefined}
      alt={url ? `Photo of ${name}` : undefined}
      variant="rounded"
      sx={{ width: size, height: size }}
    >
      {name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}

/** Name over profile code, linking to the member's page; `goneLabel` once the account is deleted. */
export function MemberName({
  id,
  name,
  code,
  goneLabel = "Deleted member",
}: {
  id: string | null;
  name: string | null;
  code: string | null;
  goneLabel?: string;
}) {
  const label = name ?? goneLabel;
  return (
    <Box sx={{ minWidth: 0 }}>
      {id !== null && name !== null ? (
        <MuiLink
          component={Link}
          to={`/members/${id}/show`}
          onClick={(e) => e.stopPropagation()}
          underline="hover"
          fontWeight={500}
        >
          {label}
        </MuiLink>
      ) : (
        <Typography component="span" color="text.secondary">
          {label}
        </Typography>
      )}
      {code !== null && (
        <Typography variant="caption" component="div" color="text.secondary" sx={{ fontFamily: "monospace" }}>
          {code}
        </Typography>
      )}
    </Box>
  );
}

/** A phone number as read out on a call, dialable from a phone. */
export function PhoneLink({ e164 }: { e164: string | null | undefined }) {
  if (!e164) return <span>—</span>;
  // A masked number (+91 98•••••210) is shown as it is, never as a link.
  if (!/^\+\d+$/.test(e164)) return <span style={{ whiteSpace: "nowrap" }}>{e164}</span>;
  const display = e164.startsWith("+") ? formatPhoneForDisplay(e164) : e164;
  return (
    <MuiLink
      href={`tel:${e164.replace(/\s/g, "")}`}
      onClick={(e) => e.stopPropagation()}
      underline="hover"
      sx={{ whiteSpace: "nowrap" }}
    >
      {display}
    </MuiLink>
  );
}

/** An email that wraps before its "@" when the column is narrow, rather than at any letter. */
function BreakableEmail({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/** Mobile over email, for a list column. */
export function ContactCell({
  mobile,
  email,
}: {
  mobile: string | null | undefined;
  email: string | null | undefined;
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <PhoneLink e164={mobile} />
      <Typography
        variant="caption"
        component="div"
        color="text.secondary"
        sx={{ overflowWrap: "anywhere", maxWidth: 190 }}
      >
        {email ? <BreakableEmail email={email} /> : "—"}
      </Typography>
    </Box>
  );
}

/** A value over a quieter second line, for a list column that carries two facts. */
export function TwoLines({ first, second }: { first: ReactNode; second: ReactNode }) {
  return (
    <>
      {first}
      <Typography variant="caption" component="div" color="text.secondary">
        {second}
      </Typography>
    </>
  );
}
