import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FakeConvex } from "../../test/fakeConvex";
import { memberRecord } from "../../test/fixtures";
import { renderConsole } from "../../test/renderConsole";

describe("member record: Interests tab", () => {
  it.each(["admin", "support"] as const)(
    "%s sees interests sent and received, with status, message and reply",
    { timeout: 20_000 },
    async (role) => {
      const convex = new FakeConvex().on("admin/members:get", () => memberRecord);
      renderConsole({ convex, role, route: "/members/p1/show" });
      await userEvent.click(await screen.findByRole("tab", { name: "Interests" }));
      const sent = (await screen.findByRole("heading", { name: "Interests sent (1)" })).parentElement as HTMLElement;
      expect(within(sent).getByRole("link", { name: "Ravi Kumar (TM99WXYZ)" })).toHaveAttribute(
        "href",
        "#/members/p2/show",
      );
      expect(within(sent).getByText("accepted")).toBeInTheDocument();
      expect(within(sent).getByText("template: liked · We are from Guntur.")).toBeInTheDocument();
      expect(within(sent).getByText(/^happy \(/)).toBeInTheDocument();
      const received = screen.getByRole("heading", { name: "Interests received (0)" }).parentElement as HTMLElement;
      expect(within(received).getByText("None.")).toBeInTheDocument();
    },
  );
});
