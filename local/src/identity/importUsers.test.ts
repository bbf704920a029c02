import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { testServerForFile } from "../test/identityServer";

const running = testServerForFile();

const signIn = (email: string, password: string) => running.server.call("/auth/sign-in", { body: { email, password } });

describe("importUsers (seeding many accounts)", () => {
  it("creates verified accounts that sign in with the one password, keeps existing ones, and saves one shared hash", async () => {
    const { userId: existing } = await running.server.identity.createUser("kept@example.com", "other-password", "Kept");
    const ids = await running.server.identity.importUsers(
      [
        { email: "kept@example.com", name: "Renamed" },
        ...Array.from({ length: 50 }, (_, i) => ({ email: `member${i}@example.com`, name: "Demo Member" })),
      ],
      "demo1234",
    );
    expect(ids.size).toBe(51);
    expect(ids.get("kept@example.com")).toBe(existing);

    expect((await signIn("member7@example.com", "demo1234")).status).toBe(200);
    expect((await signIn("member7@example.com", "wrong-password")).status).toBe(401);
    // The existing account keeps its own password.
    expect((await signIn("kept@example.com", "other-password")).status).toBe(200);
    expect((await signIn("kept@example.com", "demo1234")).status).toBe(401);

    await running.server.identity.close();
    const stored = JSON.parse(await readFile(join(running.server.dataDir, "identity.json"), "utf8")) as {
      users: Array<{ id: string; email: string; passwordHash: string; emailVerified?: boolean }>;
    };
    const imported = stored.users.filter((u) => u.email.startsWith("member"));
    expect(imported).toHaveLength(50);
    expect(imported.every((u) => u.emailVerified === true)).toBe(true);
    expect(new Set(imported.map((u) => u.passwordHash)).size, "one scrypt hash shared by every imported account").toBe(
      1,
    );
  });

  it("refuses an empty password and a malformed email", async () => {
    await expect(running.server.identity.importUsers([{ email: "a@example.com" }], "")).rejects.toThrow();
    await expect(running.server.identity.importUsers([{ email: "not an email" }], "demo1234")).rejects.toThrow();
  });
});
