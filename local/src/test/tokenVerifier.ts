/**
 * The test token verifier ("valid:<subject>:<email>[:<issuer>]"), without test-runner imports, so that
 * the backend child process of the durability test and the benchmarks can use it too.
 */
import type { VerifiedIdentity } from "../backend/auth";

export const TEST_ISSUER = "https://identity.local.test";

export async function fakeVerify(jwt: string): Promise<VerifiedIdentity | null> {
  const [kind, subject, email, issuer] = jwt.split(":");
  if (kind !== "valid" || subject === undefined || subject === "") return null;
  return { subject, issuer: issuer ?? TEST_ISSUER, email: email ?? `${subject}@example.com`, emailVerified: true };
}
