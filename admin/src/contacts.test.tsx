/**
 * Contacts in the console: masked everywhere, opened in full for one member on purpose (the
 * server audits it), duplicate numbers flagged on the approval card, and the admins' harvesting view.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FakeConvex, paginate } from "./test/fakeConvex";
import { approvalRow, callCard, memberRecord } from "./test/fixtures";
import { renderConsole } from "./test/renderConsole";

const FULL = { email: "lakshmi@example.com", mobileNumber: "+919876543210", altMobileNumber: null };

describe("contacts", () => {
  it("the member page shows masked contacts until the agent opens them, which calls the audited viewContacts", async () => {
    const convex = new FakeConvex()
      .on("admin/members:get", () => memberRecord)
      .on("admin/members:viewContacts", () => FULL);
    renderConsole({ convex, role: "support", route: "/members/p1/show" });
    expect(await screen.findByText("+91 98•••••210")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "+91 98765 43210" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show full contacts" }));
    expect(await screen.findByRole("link", { name: "+91 98765 43210" })).toHaveAttribute("href", "tel:+919876543210");
    expect(screen.getByRole("link", { name: "lakshmi@example.com" })).toHaveAttribute(
      "href",
      "mailto:lakshmi@example.com",
    );
    expect(convex.callsTo("admin/members:viewContacts")[0]?.args).toEqual({ id: "p1", where: "record" });
  });

  it("the call card does the same, as a call card", async () => {
    const convex = new FakeConvex()
      .on("admin/lookup:find", () => ({ matchedBy: "phone", cards: [callCard()] }))
      .on("admin/members:viewContacts", () => FULL);
    renderConsole({ convex, role: "support", route: "/lookup" });
    await userEvent.type(await screen.findByRole("searchbox"), "98765 43210{Enter}");
    await userEvent.click(await screen.findByRole("button", { name: "Show full contacts" }));
    await waitFor(() =>
      expect(convex.callsTo("admin/members:viewContacts")[0]?.args).toEqual({ id: "p1", where: "callCard" }),
    );
  });

  it("the approval card flags a number another member registered", async () => {
    const convex = new FakeConvex().on("admin/approvals:list", (args) =>
      paginate([{ ...approvalRow, sameMobileAs: ["TM7K3QXD"] }], args),
    );
    renderConsole({ convex, role: "admin", route: "/approvals" });
    expect(await screen.findByText("Same mobile number as TM7K3QXD: check before approving.")).toBeInTheDocument();
  });
});

describe("harvesting view", () => {
  const overview = {
    revealCap: 20,
    members: [
      {
        _id: "p9",
        profileCode: "TM9HARV9",
        fullName: "Collector Chandu",
        status: "approved",
        revealsLastDay: 20,
        atRevealCap: true,
        limited: [],
        conversationsStartedThisWeek: 7,
      },
    ],
    agents: [{ email: "agent@matrimony.local", contactViewsLastDay: 41, contactViewsLastWeek: 120, limited: false }],
  };

  it("lists collectors and agents' counts, and suspends a member from there with a reason", async () => {
    const convex = new FakeConvex()
      .on("admin/harvesting:overview", () => overview)
      .on("admin/members:suspend", () => null);
    renderConsole({ convex, role: "admin", route: "/harvesting" });
    const members = await screen.findByRole("table", { name: "Members collecting numbers" });
    expect(within(members).getByText("Collector Chandu")).toBeInTheDocument();
    expect(within(members).getByText("20 (cap)")).toBeInTheDocument();
    // Conversations started this week, beside the reveals.
    expect(within(members).getByRole("columnheader", { name: "Conversations started (7 days)" })).toBeInTheDocument();
    expect(within(members).getByText("7")).toBeInTheDocument();
    const agents = screen.getByRole("table", { name: "Agents opening full contacts" });
    expect(within(agents).getByText("41")).toBeInTheDocument();
    expect(within(agents).getByText("120")).toBeInTheDocument();
    await userEvent.click(within(members).getByRole("button", { name: "Suspend" }));
    await userEvent.type(screen.getByLabelText(/reason/i), "Collecting phone numbers.");
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Suspend" }));
    await waitFor(() =>
      expect(convex.callsTo("admin/members:suspend")[0]?.args).toEqual({
        id: "p9",
        reason: "Collecting phone numbers.",
      }),
    );
  });
});
