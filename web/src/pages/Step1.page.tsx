import { Navigate } from "react-router-dom";

/**
 * /Step1 (SPEC §2 lists it without content). It names the wizard's first step, so an old bookmark or
 * shared link opens the wizard at step 1, /register, instead of a dead end.
 */
export default function Step1Page() {
  return <Navigate to="/register" replace />;
}
