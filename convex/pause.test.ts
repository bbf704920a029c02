import { describe, expect, test } from "vitest";
import { en } from "@matrimony/shared/messages";
import { api } from "./_generated/api";
import { convexErrorOf, makeT, seedConsole, seedMember } from "./test.fixtures";

const page = { paginationOpts: { numItems: 20, cursor: null } };

describe("hide or pause my profile", () => {
  test("a paused profile leaves the matches and comes back on resume; the owner sees pausedAt", async () => {
    const t = makeT();
    const ravi = await seedMember(t, { gender: "Male" });
    const sita = await seedMember(t, { gender: "Female", fullName: "Sita" });
    const latha = await seedMember(t, { gender: "Female", fullName: "Latha" });
    const names = async () => (await ravi.as.query(api.matches.list, page)).page.map((c) => c.fullName).sort();
    expect(await names()).toEqual(["Latha", "Sita"]);

    await sita.as.mutation(api.members.setPaused, { paused: true });
    expect(await names()).toEqual(["Latha"]);
    const me = await sita.as.query(api.members.me, {});
    expect(typeof me?.profile.pausedAt).toBe("number");

    await sita.as.mutation(api.members.setPaused, { paused: false });
    expect(await names()).toEqual(["Latha", "Sita"]);
    expect((await sita.as.query(api.members.me, {}))?.profile.pausedAt).toBeUndefined();
    void latha;
  });

  test("a paused profile takes no new interests, and a paused member sends none, with clear messages", async () => {
    const t = makeT();
    const ravi = await seedMember(t, { gender: "Male" });
    const sita = await seedMember(t, { gender: "Female" });
    await sita.as.mutation(api.members.setPaused, { paused: true });
    const toPaused = await convexErrorOf(
      ravi.as.mutation(api.interests.send, { profileId: sita.id, template: "liked" }),
    );
    expect(toPaused).toMatchObject({ code: "conflict", message: en["interest.targetPaused"] });
    const fromPaused = await convexErrorOf(
      sita.as.mutation(api.interests.send, { profileId: ravi.id, template: "liked" }),
    );
    expect(fromPaused).toMatchObject({ code: "conflict", message: en["interest.senderPaused"] });
    await sita.as.mutation(api.members.setPaused, { paused: false });
    await ravi.as.mutation(api.interests.send, { profileId: sita.id, template: "liked" });
    expect(await sita.as.query(api.interests.between, { profileId: ravi.id })).toMatchObject({ state: "received" });
  });

  test("accepted interests, member pages and conversations go on while paused", async () => {
    const t = makeT();
    const ravi = await seedMember(t, { gender: "Male" });
    const sita = await seedMember(t, { gender: "Female" });
    const interestId = await ravi.as.mutation(api.interests.send, { profileId: sita.id, template: "liked" });
    await sita.as.mutation(api.interests.accept, { interestId, reply: "happy" });
    await ravi.as.mutation(api.views.record, { profileId: sita.id });
    await sita.as.mutation(api.members.setPaused, { paused: true });

    expect(await ravi.as.query(api.interests.between, { profileId: sita.id })).toMatchObject({
      state: "acceptedByThem",
    });
    expect(await ravi.as.query(api.members.get, { profileId: sita.id })).not.toBeNull();
    const conversationId = await ravi.as.mutation(api.conversations.start, { profileId: sita.id });
    await ravi.as.mutation(api.conversations.send, { conversationId, text: "Namaste" });
    await sita.as.mutation(api.conversations.send, { conversationId, text: "Namaste, thank you" });
    const messages = await ravi.as.query(api.conversations.messages, {
      conversationId,
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect(messages.page.length).toBe(2);
  });

  test("pausing twice changes nothing; staff see the pause in the member record", async () => {
    const { t, admin } = await seedConsole();
    const sita = await seedMember(t, { gender: "Female" });
    await sita.as.mutation(api.members.setPaused, { paused: true });
    const first = (await sita.as.query(api.members.me, {}))?.profile.pausedAt;
    await sita.as.mutation(api.members.setPaused, { paused: true });
    expect((await sita.as.query(api.members.me, {}))?.profile.pausedAt).toBe(first);
    const record = await admin.query(api.admin.members.get, { id: sita.id });
    expect(record?.pausedAt).toBe(first);
  });
});
