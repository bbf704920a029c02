import { Badge, Button } from "@mantine/core";
import { useQuery } from "convex/react";
import { NavLink } from "react-router-dom";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { useSession } from "../session/useSession";

export interface InterestsNavButtonProps {
  className?: string;
  /** Phone bar: a smaller button beside the menu. */
  compact?: boolean;
}

/**
 * The navbar's Interests link with a live count of new interests (received, unanswered, not yet seen in
 * the Received tab); the count clears when the member opens Received. Shown to approved members only.
 */
export function InterestsNavButton({ className, compact = false }: InterestsNavButtonProps) {
  const session = useSession();
  const approved = session.status === "member" && session.me.profile.status === "approved";
  const count = useQuery(api.interests.newCount, approved ? {} : "skip") ?? 0;
  if (!approved) return null;
  const label = count > 0 ? `${t("nav.interests")}, ${t("nav.newInterests", { count })}` : t("nav.interests");
  return (
    <Button
      component={NavLink}
      to="/interests"
      variant="subtle"
      size={compact ? "compact-sm" : "sm"}
      className={className}
      aria-label={label}
      rightSection={
        count > 0 ? (
          <Badge color="red" size="sm" circle={count < 10} data-testid="new-interests">
            {count > 99 ? "99+" : count}
          </Badge>
        ) : undefined
      }
    >
      {t("nav.interests")}
    </Button>
  );
}
