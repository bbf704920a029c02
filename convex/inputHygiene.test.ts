/** Input hygiene on the server (issue 14 finding 7): the shared schemas' answers, and edits that stay in their lane. */
import { describe, expect, test } from "vitest";
import { en } from "@matrimony/shared/messages";
import { api } from "./_generated/api";
import { convexErrorOf, editForm, makeT, registrationForm, seedMember } from "./test.setup";

describe("names and free text", () => {
  test.each([
    ["a right-to-left override", "Ravi \u202Eramuk"],
    ["NUL", "Ravi\u0000Kumar"],
    ["a lone surrogate", "Ravi \uD83D"],
  ])("registration refuses a name with %s, with a clear message", async (_name, fullName) => {
    const t = makeT();
    const as = t.withIdentity({ subject: "new", issuer: "https://identity.test", tokenIdentifier: "https://identity.test|new", email: "ravi.kumar@example.com", emailVerified: true });
    expect(await convexErrorOf(as.mutation(api.members.register, { profile: registrationForm({ fullName }) }))).toEqual({
      code: "invalid",
      message: en["validation.hiddenCharacters"],
      field: "fullName",
    });
  });

  test("a zero-width-only name counts as empty; invisible padding is stripped from what is stored", async () => {
    const t = makeT();
    const m = await seedMember(t);
    expect((await convexErrorOf(m.as.mutation(api.members.update, { profile: editForm({ fullName: "\u200B\u200D" }) }))).field).toBe("fullName");
    await m.as.mutation(api.members.update, { profile: editForm({ fullName: "\u200BRavi Kumar\uFEFF" }) });
    expect((await m.as.query(api.members.me, {}))?.profile.fullName).toBe("Ravi Kumar");
  });
});

describe("members.update", () => {
  test("never touches the partner preference, whatever the form sends", async () => {
    const t = makeT();
    const m = await seedMember(t, { partnerPreferenceType: "India", partnerstate: "Telangana", partnerprofessionSector: "Private" });
    await m.as.mutation(api.members.update, {
      profile: { ...editForm({ fullName: "Changed Name" }), partnerPreferenceType: "", partnerstate: "", partnerprofessionSector: "All" },
    });
    const profile = (await m.as.query(api.members.me, {}))?.profile;
    expect(profile?.fullName).toBe("Changed Name");
    expect(profile).toMatchObject({ partnerPreferenceType: "India", partnerstate: "Telangana", partnerprofessionSector: "Private" });
  });
});
