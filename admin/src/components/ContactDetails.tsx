import { Box, Button, Link as MuiLink, Typography } from "@mui/material";
import { useState } from "react";
import type { FullContacts } from "../dataProvider";
import { messageOf, useConsoleData } from "../dataProvider/useConsole";
import { PhoneLink } from "./MemberBits";

export interface MaskedContacts {
  mobile: string | null;
  altMobile: string | null;
  email: string | null;
}

/**
 * A member's contacts as the server sends them, masked (+91 98•••••210), with a button that opens them
 * in full for this one member. Each opening is recorded in the audit log and counted per agent.
 */
export function ContactDetails(props: {
  id: string;
  where: "record" | "callCard";
  masked: MaskedContacts;
  emailSuffix?: string;
}) {
  const { id, where, masked, emailSuffix } = props;
  const data = useConsoleData();
  const [full, setFull] = useState<FullContacts | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const show = async () => {
    setBusy(true);
    try {
      setFull(await data.viewContacts(id, where));
      setError(null);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  const mobile = full ? full.mobileNumber : masked.mobile;
  const altMobile = full ? full.altMobileNumber : masked.altMobile;
  const email = full ? full.email : masked.email;
  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
        <Typography variant="body2">
          Mobile: <PhoneLink e164={mobile} />
        </Typography>
        {full === null && (
          // On the first line, so the card grows by no line: the agent sees it where the number is.
          <Button
            size="small"
            disabled={busy}
            onClick={() => void show()}
            aria-label="Show full contacts"
            title="Show full contacts (recorded in the audit log)"
            sx={{ py: 0, minHeight: 0, minWidth: 0 }}
          >
            Show
          </Button>
        )}
      </Box>
      <Typography variant="body2">
        Alternate: <PhoneLink e164={altMobile} />
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
        Email: {full ? <MuiLink href={`mailto:${full.email}`}>{full.email}</MuiLink> : (email ?? "—")}
        {emailSuffix}
      </Typography>
      {error && (
        <Typography variant="caption" color="error" component="div" role="alert">
          {error}
        </Typography>
      )}
    </Box>
  );
}
