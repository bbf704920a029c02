import { describe, expect, it } from "vitest";
import { pushNotification } from "./pushMessage";

describe("the push message the service worker shows", () => {
  it("reads the server's payload", () => {
    const raw = JSON.stringify({
      title: "You received an interest",
      body: "A member is interested in your profile.",
      url: "/user/abc",
      tag: "interestReceived:x:push",
      lang: "te",
    });
    expect(pushNotification(raw)).toEqual({
      title: "You received an interest",
      body: "A member is interested in your profile.",
      url: "/user/abc",
      tag: "interestReceived:x:push",
      lang: "te",
    });
  });

  it.each([["https://evil.example/phish"], ["//evil.example/phish"], ["javascript:alert(1)"], [42]])(
    "opens the list, never %s",
    (url) => {
      expect(pushNotification(JSON.stringify({ title: "t", url }))?.url).toBe("/notifications");
    },
  );

  it.each([
    [null],
    [""],
    ["not json"],
    ["[]"],
    [JSON.stringify({ body: "no title" })],
    [JSON.stringify({ title: "x".repeat(201) })],
  ])("shows nothing for %j", (raw) => {
    expect(pushNotification(raw)).toBeNull();
  });
});
