import { createContext, useContext } from "react";
import type { AuthApi } from "./types";

export const AuthContext = createContext<AuthApi | null>(null);

/** The auth interface of the nearest provider (`AuthRoot`). */
export function useAuth(): AuthApi {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error("useAuth must be used inside <AuthRoot>.");
  return auth;
}
