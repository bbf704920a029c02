import { LocalIdentityClient } from "@matrimony/shared/localIdentity/client";

const clients = new Map<string, LocalIdentityClient>();

/**
 * The page's one local identity client for this issuer: main.tsx starts its token refresh at boot
 * (features/boot) and LocalAuth uses the same client, so Convex gets the refreshed token without a
 * second request.
 */
export function localIdentityClient(baseUrl: string): LocalIdentityClient {
  let client = clients.get(baseUrl);
  if (client === undefined) {
    client = new LocalIdentityClient({ baseUrl });
    clients.set(baseUrl, client);
  }
  return client;
}
