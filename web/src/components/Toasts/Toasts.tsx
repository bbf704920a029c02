import "@mantine/notifications/styles.css";
import { useMediaQuery } from "@mantine/hooks";
import { Notifications } from "@mantine/notifications";
import { TOAST_MOBILE_BREAKPOINT_PX } from "@matrimony/shared/constants";

/**
 * The one toast container: bottom-centre at 768 px or less, top-right above (SPEC §7). Loaded after the
 * first page (App.tsx) so the landing page does not carry it; `notifications.show` queues until it mounts.
 */
export default function Toasts() {
  const phone = useMediaQuery(`(max-width: ${TOAST_MOBILE_BREAKPOINT_PX}px)`);
  return <Notifications position={phone ? "bottom-center" : "top-right"} autoClose={4000} />;
}
