import { Badge, Button, Indicator } from "@mantine/core";
import { useQuery } from "convex/react";
import { NavLink } from "react-router-dom";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { useSession } from "../session/useSession";

export interface InterestsNavButtonProps {
  className?: string;
  /** Phone bar: a smaller button beside the menu (otherwise the theme's size, like the other links). */
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
  const shown = count > 99 ? "99+" : String(count);
  const button = (
    <Button
      component={NavLink}
      to="/interests"
      variant="subtle"
      size={compact ? "compact-sm" : undefined}
      className={className}
      aria-label={label}
      rightSection={
        !compact && count > 0 ? (
          <Badge color="red" size="sm" circle={count < 10} data-testid="new-interests">
            {shown}
          </Badge>
        ) : undefined
      }
    >
      {t("nav.interests")}
    </Button>
  );
  if (!compact) return button;
  // On the phone bar the count sits on the button's corner, as on the bell beside it: a badge beside the
  // word would push the menu button off a 360 px screen.
  return (
    <Indicator
      label={<span data-testid="new-interests">{shown}</span>}
      size={18}
      color="red"
      disabled={count === 0}
      offset={0}
    >
      {button}
    </Indicator>
  );
}
