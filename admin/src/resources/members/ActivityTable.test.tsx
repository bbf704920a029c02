import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FakeConvex } from "../../test/fakeConvex";
import { memberRecord } from "../../test/fixtures";
import { renderConsole } from "../../test/renderConsole";

const AT = Date.UTC(2026, 10, 23, 6, 30);
const viewer = { profileId: "p2", profileCode: "TM99WXYZ", fullName: "Ravi Kumar", at: AT };
const deleted = { profileId: "p3", profileCode: null, fullName: null, at: AT };

describe("member record: Views and reveals tab", () => {
  it("each table names the other member with a link to their record, or 'Deleted member'; an empty one says so", {
    timeout: 20_000,
  }, async () => {
    const convex = new FakeConvex().on("admin/members:get", () => ({
      ...memberRecord,
      viewedBy: [viewer, deleted],
      revealed: [viewer],
    }));
    renderConsole({ convex, role: "support", route: "/members/p1/show" });
    await userEvent.click(await screen.findByRole("tab", { name: "Views and reveals" }));
    const viewedBy = (await screen.findByRole("heading", { name: "Viewed this member" })).parentElement as HTMLElement;
    expect(within(viewedBy).getByRole("link", { name: "Ravi Kumar (TM99WXYZ)" })).toHaveAttribute(
      "href",
      "#/members/p2/show",
    );
    expect(within(viewedBy).getByText("Deleted member")).toBeInTheDocument();
    const saw = screen.getByRole("heading", { name: "Contact details this member saw" }).parentElement as HTMLElement;
    expect(within(saw).getByRole("link", { name: "Ravi Kumar (TM99WXYZ)" })).toBeInTheDocument();
    const viewed = screen.getByRole("heading", { name: "This member viewed" }).parentElement as HTMLElement;
    expect(within(viewed).getByText("Nobody yet.")).toBeInTheDocument();
  });
});
