export { AuthRoot } from "./AuthRoot";
export { useAuth } from "./AuthContext";
export { AuthError, type AuthApi, type AuthUser, type ResetFlow, type SignUpResult } from "./types";
