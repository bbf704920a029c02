/** Forms for the backend suites, built on the convex suites' fixtures. */
import { editForm as convexEditForm, registrationForm as validRegistrationForm } from "../../../convex/test.fixtures";

/** A valid registration form as the wizard submits it: the convex suites' fixture, for this identity's email. */
export function registrationForm(email: string, overrides: Record<string, string | boolean> = {}) {
  return validRegistrationForm({ ...overrides, email });
}

/** A profile-edit form for a member registered with `registrationForm`: it sends back their stored date of birth. */
export function editForm(overrides: Record<string, string | number | boolean> = {}) {
  return convexEditForm({ dateOfBirth: registrationForm("member@example.com").dateOfBirth, ...overrides });
}
