import TranslateIcon from "@mui/icons-material/Translate";
import { Chip, Tooltip, type ChipProps } from "@mui/material";
import { copy } from "../copy";
import { formatDate, STATUS_LABELS } from "../format";

const STATUS_COLORS: Record<string, ChipProps["color"]> = {
  pending: "warning",
  approved: "success",
  rejected: "default",
  suspended: "error",
};

export function StatusChip({ status, size = "small" }: { status: string; size?: ChipProps["size"] }) {
  return (
    <Chip
      size={size}
      color={STATUS_COLORS[status] ?? "default"}
      label={STATUS_LABELS[status] ?? status}
      variant="outlined"
    />
  );
}

export function PlanChip({
  plan,
  premiumUntil,
  size = "small",
}: {
  plan: string;
  premiumUntil: number | null;
  size?: ChipProps["size"];
}) {
  if (plan !== "Premium") return <Chip size={size} label="Free" variant="outlined" />;
  return (
    <Chip
      size={size}
      label={premiumUntil ? `Premium until ${formatDate(premiumUntil)}` : "Premium"}
      sx={{ bgcolor: "#a5650b", color: "#fff", fontWeight: 500 }}
    />
  );
}

/** The member's app language, beside the name, so the agent answers in it ("Not chosen" until they pick one). */
export function LanguageChip({ language, size = "small" }: { language: "en" | "te" | null; size?: ChipProps["size"] }) {
  const name = language === null ? copy.language.none : copy.language.names[language];
  return (
    <Tooltip title={copy.language.hint}>
      <Chip
        size={size}
        icon={<TranslateIcon />}
        label={`${copy.language.label}: ${name}`}
        color={language === "te" ? "primary" : "default"}
        variant="outlined"
      />
    </Tooltip>
  );
}
