import { ContactDetails } from "../components/ContactDetails";
import SearchIcon from "@mui/icons-material/Search";
import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  InputAdornment,
  Link as MuiLink,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Title } from "react-admin";
import { Link, useSearchParams } from "react-router-dom";
import { CallNoteBox } from "../components/CallNoteBox";
import { LanguageChip, PlanChip, StatusChip } from "../components/chips";
import { MemberAvatar } from "../components/MemberBits";
import { PaymentStatusChip, paymentHow } from "../components/paymentColumns";
import { copy } from "../copy";
import { lookupQueryKey, type CallCard } from "../dataProvider";
import { messageOf, useConsoleData } from "../dataProvider/useConsole";
import { formatDate, formatDateTime, formatRupees } from "../format";
import { RecordPaymentButton } from "../resources/members/MemberActions";

function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary" component="h3">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** One member found, as an agent on the phone needs them: who, status, plan, numbers, history, a note box. */
export function CallCardView({ card }: { card: CallCard }) {
  const label = `${card.fullName} (${card.profileCode})`;
  return (
    <Card variant="outlined" component="article" aria-label={label}>
      <CardContent sx={{ "&:last-child": { pb: 2 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "flex-start" }}>
          <MemberAvatar url={card.photoUrl} name={card.fullName} size={56} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <MuiLink
              component={Link}
              to={`/members/${card.id}/show`}
              variant="h6"
              underline="hover"
              sx={{ lineHeight: 1.3 }}
            >
              {card.fullName}
            </MuiLink>
            <Typography variant="body2" color="text.secondary" sx={{ fontFamily: "monospace" }}>
              {card.profileCode} · {card.gender}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.5, flexWrap: "wrap" }}>
              <LanguageChip language={card.preferredLanguage} />
              <StatusChip status={card.status} />
              <PlanChip plan={card.plan} premiumUntil={card.premiumUntil} />
            </Stack>
          </Box>
        </Stack>
        {card.statusReason && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {card.statusReason}
          </Alert>
        )}
        <Box sx={{ mt: 1.5 }}>
          <ContactDetails
            id={String(card.id)}
            where="callCard"
            masked={{ mobile: card.mobile, altMobile: card.altMobile, email: card.email }}
            emailSuffix={` · registered ${formatDate(card.createdAt)}`}
          />
        </Box>
        <Box sx={{ mt: 1.5, display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
          <Section title={copy.lookup.lastPayments}>
            {card.lastPayments.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {copy.lookup.noPayments}
              </Typography>
            ) : (
              card.lastPayments.map((p) => (
                <Stack
                  key={p._id}
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ alignItems: "center", flexWrap: "wrap", py: 0.25 }}
                >
                  <Typography variant="body2" fontWeight={600}>
                    {formatRupees(p.amountPaise)}
                  </Typography>
                  <Typography variant="body2">{formatDate(p.paidAt ?? p.createdAt)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {paymentHow(p)}
                  </Typography>
                  <PaymentStatusChip status={p.status} />
                </Stack>
              ))
            )}
          </Section>
          <Section title={copy.lookup.lastNotes}>
            {card.lastNotes.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {copy.lookup.noNotes}
              </Typography>
            ) : (
              card.lastNotes.map((n) => (
                <Box key={n._id} sx={{ py: 0.25 }}>
                  <Typography variant="body2" sx={{ whiteSpace: "pre-wrap" }}>
                    {n.text}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {n.author}, {formatDateTime(n.createdAt)}
                  </Typography>
                </Box>
              ))
            )}
          </Section>
        </Box>
        <Box sx={{ mt: 2 }}>
          <CallNoteBox profileId={card.id} />
        </Box>
        <Box sx={{ mt: 1 }}>
          <RecordPaymentButton profileId={card.id} memberLabel={label} />
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * /lookup, the support agent's landing screen: one box for whatever the caller reads out (a phone number
 * in any spelling, a profile code, an email, a name), call cards as they type. Live: a note or payment
 * saved on a card shows on it at once.
 */
export function LookupPage() {
  const data = useConsoleData();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => params.get("q") ?? "");
  const query = useDebounced(text.trim(), 250);
  const enabled = query.length >= 2;
  useEffect(() => {
    setParams(query ? { q: query } : {}, { replace: true });
  }, [query, setParams]);
  const result = useQuery({
    queryKey: lookupQueryKey(query),
    queryFn: () => data.lookup(query),
    enabled,
    placeholderData: keepPreviousData,
  });
  const found = enabled ? result.data : undefined;
  return (
    <Box sx={{ width: "100%", maxWidth: 960, mx: "auto", p: { xs: 1, sm: 2 } }}>
      <Title title={copy.lookup.title} />
      <TextField
        autoFocus
        fullWidth
        type="search"
        label={copy.lookup.label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        helperText={copy.lookup.helper}
        slotProps={{
          htmlInput: { "aria-describedby": "lookup-status", autoComplete: "off", spellCheck: false },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
            endAdornment: result.isFetching ? <CircularProgress size={20} aria-label="Searching" /> : null,
          },
        }}
      />
      <Box id="lookup-status" role="status" sx={{ my: 1.5 }}>
        {!enabled && (
          <Typography variant="body2" color="text.secondary">
            {copy.lookup.start}
          </Typography>
        )}
        {enabled && result.error && <Alert severity="error">{messageOf(result.error)}</Alert>}
        {found && found.cards.length === 0 && <Alert severity="info">{copy.lookup.none}</Alert>}
        {found && found.cards.length > 0 && found.matchedBy && (
          <Typography variant="body2" color="text.secondary">
            {found.cards.length} found by {copy.lookup.matchedBy[found.matchedBy] ?? found.matchedBy}
          </Typography>
        )}
      </Box>
      <Stack spacing={2}>
        {found?.cards.map((card) => (
          <CallCardView key={card.id} card={card} />
        ))}
      </Stack>
    </Box>
  );
}
