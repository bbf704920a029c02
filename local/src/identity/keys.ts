/**
 * The RS256 signing key pair, created once and kept in the data folder, so tokens issued before a
 * restart still verify after it. The key id is the JWK thumbprint, stable for the key's life.
 */
import { join } from "node:path";
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from "jose";
import { JsonFile } from "./jsonFile";

export const SIGNING_ALG = "RS256";

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  /** The public half as published in the JWKS (kid, alg, use set). */
  publicJwk: JWK;
}

interface StoredKey {
  version: 1;
  privateJwk: JWK;
}

const PRIVATE_MEMBERS = ["d", "p", "q", "dp", "dq", "qi", "oth"] as const;

function publicPart(jwk: JWK): JWK {
  const copy: JWK = { ...jwk };
  for (const member of PRIVATE_MEMBERS) delete copy[member];
  return copy;
}

export async function loadOrCreateSigningKey(dataDir: string): Promise<SigningKey> {
  const file = new JsonFile<StoredKey>(join(dataDir, "signing-key.json"));
  let stored = await file.read();
  if (!stored) {
    const { privateKey } = await generateKeyPair(SIGNING_ALG, { modulusLength: 2048, extractable: true });
    stored = { version: 1, privateJwk: await exportJWK(privateKey) };
    await file.write(stored);
  }
  const kid = await calculateJwkThumbprint(publicPart(stored.privateJwk));
  const privateKey = await importJWK(stored.privateJwk, SIGNING_ALG);
  if (privateKey instanceof Uint8Array) throw new Error("Local identity: the stored signing key is not an RSA key.");
  return { kid, privateKey, publicJwk: { ...publicPart(stored.privateJwk), kid, alg: SIGNING_ALG, use: "sig" } };
}
