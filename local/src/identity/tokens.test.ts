import { readFile } from "node:fs/promises";
import { join } from "node:path";
import {
  createRemoteJWKSet,
  decodeProtectedHeader,
  jwtVerify,
  SignJWT,
  generateKeyPair,
  errors,
  importJWK,
  type JWK,
} from "jose";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeDataDir, removeDataDir, startTestServer, type TestServer } from "../test/identityServer";

let dataDir: string;
let clock: number;
const servers: TestServer[] = [];

async function start(overrides: Parameters<typeof startTestServer>[1] = {}): Promise<TestServer> {
  const server = await startTestServer(dataDir, { now: () => clock, ...overrides });
  servers.push(server);
  return server;
}

async function signUp(server: TestServer, email = "asha@example.com") {
  const res = await server.call("/auth/sign-up", { body: { email, password: "secret1", name: "Asha" } });
  return res.body as { accessToken: string; refreshToken: string; expiresAt: number; user: { id: string } };
}

beforeEach(async () => {
  dataDir = await makeDataDir();
  clock = Date.now();
});
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
  await removeDataDir(dataDir);
});

describe("discovery and JWKS", () => {
  it("publishes the issuer and keys where Convex's OIDC discovery looks", async () => {
    const server = await start();
    const config = await server.call("/auth/.well-known/openid-configuration");
    expect(config.body).toMatchObject({
      issuer: server.issuer,
      jwks_uri: `${server.issuer}/.well-known/jwks.json`,
      id_token_signing_alg_values_supported: ["RS256"],
    });
    const jwks = await server.call("/auth/.well-known/jwks.json");
    const [key] = jwks.body.keys as Record<string, unknown>[];
    expect(key).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig", kid: expect.any(String) });
    expect(key).not.toHaveProperty("d");
  });

  it("issues RS256 tokens that verify against the served JWKS with the expected claims", async () => {
    const server = await start();
    const session = await signUp(server);
    const jwks = createRemoteJWKSet(new URL(`${server.issuer}/.well-known/jwks.json`));
    const { payload, protectedHeader } = await jwtVerify(session.accessToken, jwks, {
      issuer: server.issuer,
      audience: "convex",
      currentDate: new Date(clock),
    });
    const served = (await server.call("/auth/.well-known/jwks.json")).body.keys as { kid: string }[];
    expect(protectedHeader).toMatchObject({ alg: "RS256", kid: served[0]?.kid });
    expect(payload).toMatchObject({
      iss: server.issuer,
      aud: "convex",
      sub: session.user.id,
      email: "asha@example.com",
      // Not verified until the mailed link is opened (defences.test.ts).
      email_verified: false,
      name: "Asha",
    });
    // As short-lived as Clerk's session tokens; the client refreshes them.
    expect(payload.exp! - payload.iat!).toBe(60);
    expect(session.expiresAt).toBe(payload.exp! * 1000);
  });
});

describe("verifyToken", () => {
  it("accepts a valid token and answers the identity", async () => {
    const server = await start();
    const session = await signUp(server);
    expect(await server.identity.verifyToken(session.accessToken)).toMatchObject({
      subject: session.user.id,
      issuer: server.issuer,
      email: "asha@example.com",
      emailVerified: false,
      name: "Asha",
    });
  });

  it("rejects an expired token, and the JWKS check agrees", async () => {
    const server = await start({ accessTokenTtlSeconds: 60 });
    const session = await signUp(server);
    clock += 61_000;
    expect(await server.identity.verifyToken(session.accessToken)).toBeNull();
    const jwks = createRemoteJWKSet(new URL(`${server.issuer}/.well-known/jwks.json`));
    await expect(
      jwtVerify(session.accessToken, jwks, { issuer: server.issuer, audience: "convex", currentDate: new Date(clock) }),
    ).rejects.toBeInstanceOf(errors.JWTExpired);
    // The refresh token still works and yields a fresh access token.
    const refreshed = await server.call("/auth/refresh", { body: { refreshToken: session.refreshToken } });
    expect(await server.identity.verifyToken(refreshed.body.accessToken as string)).not.toBeNull();
  });

  it("rejects tampered, foreign, wrongly-issued and garbage tokens", async () => {
    const server = await start();
    const session = await signUp(server);
    const [header, payload, signature] = session.accessToken.split(".") as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: "user_someone_else" })).toString("base64url");
    expect(await server.identity.verifyToken(`${header}.${forged}.${signature}`)).toBeNull();

    const kid = decodeProtectedHeader(session.accessToken).kid ?? "";
    const { privateKey: foreignKey } = await generateKeyPair("RS256");
    const sign = (issuer: string, audience: string, key: CryptoKey | Uint8Array = foreignKey) =>
      new SignJWT({ email: "asha@example.com", sid: claims.sid })
        .setProtectedHeader({ alg: "RS256", kid })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(session.user.id)
        .setIssuedAt(Math.floor(clock / 1000))
        .setExpirationTime(Math.floor(clock / 1000) + 600)
        .sign(key);
    expect(await server.identity.verifyToken(await sign(server.issuer, "convex"))).toBeNull();

    // The real key, but the wrong audience or issuer.
    const stored = JSON.parse(await readFile(join(dataDir, "signing-key.json"), "utf8")) as { privateJwk: JWK };
    const realKey = await importJWK(stored.privateJwk, "RS256");
    expect(await server.identity.verifyToken(await sign(server.issuer, "convex", realKey))).not.toBeNull();
    expect(await server.identity.verifyToken(await sign(server.issuer, "another-app", realKey))).toBeNull();
    expect(await server.identity.verifyToken(await sign("http://evil.example/auth", "convex", realKey))).toBeNull();
    expect(await server.identity.verifyToken("not.a.jwt")).toBeNull();
    expect(await server.identity.verifyToken("")).toBeNull();

    // Signed with the right key but for another issuer or audience: a second identity on the same
    // data folder shares the key, so this is a real signature with the wrong claims.
    const other = await start({ issuer: "http://127.0.0.1:9/auth" });
    const otherSession = await signUp(other, "ravi@example.com");
    expect(await other.identity.verifyToken(otherSession.accessToken)).not.toBeNull();
    expect(await server.identity.verifyToken(otherSession.accessToken)).toBeNull();
  });
});

describe("restart", () => {
  it("keeps accounts, sessions and the signing key, so old tokens still verify", async () => {
    const first = await start();
    const session = await signUp(first);
    const kid = ((await first.call("/auth/.well-known/jwks.json")).body.keys as { kid: string }[])[0]?.kid;
    await first.stop();
    servers.splice(servers.indexOf(first), 1);

    const second = await start({ issuer: first.issuer });
    const keys = (await second.call("/auth/.well-known/jwks.json")).body.keys as { kid: string }[];
    expect(keys[0]?.kid).toBe(kid);
    expect(await second.identity.verifyToken(session.accessToken)).toMatchObject({ subject: session.user.id });
    const signIn = await second.call("/auth/sign-in", { body: { email: "asha@example.com", password: "secret1" } });
    expect(signIn.status).toBe(200);
    expect((await second.call("/auth/refresh", { body: { refreshToken: session.refreshToken } })).status).toBe(200);
  });
});
