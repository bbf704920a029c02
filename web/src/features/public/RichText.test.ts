import { describe, expect, it } from "vitest";
import { toBlocks } from "./RichText";

describe("toBlocks", () => {
  it("makes paragraphs of plain lines and one list of each run of '- ' lines", () => {
    expect(toBlocks("Intro\n- one\n- two\n\nMiddle\n- three\nEnd")).toEqual([
      { kind: "paragraph", text: "Intro" },
      { kind: "list", items: ["one", "two"] },
      { kind: "paragraph", text: "Middle" },
      { kind: "list", items: ["three"] },
      { kind: "paragraph", text: "End" },
    ]);
  });

  it("ignores blank lines and surrounding spaces", () => {
    expect(toBlocks("\n  Only line  \n\n")).toEqual([{ kind: "paragraph", text: "Only line" }]);
  });
});
