import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { describe, expect, it, vi } from "vitest";
import { convex } from "../../test/fakeConvex";
import { renderPage } from "../../test/render";
import { CodeSearch } from "./CodeSearch";

vi.mock("convex/react", async () => (await import("../../test/fakeConvex")).fakeConvexReact);

function renderSearch() {
  return renderPage(<CodeSearch />, {
    route: "/home",
    otherRoutes: { "/user/:userId": <p>member page</p>, "/profile": <p>my profile page</p> },
  });
}

async function search(code: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Search by profile ID/), code);
  await user.click(screen.getByRole("button", { name: "Open profile" }));
}

describe("CodeSearch", () => {
  it("opens the profile the code names", async () => {
    convex.mutation("views:openByCode").mockResolvedValue({ status: "found", profileId: "p123" });
    renderSearch();
    await search("tm7k3qxd");
    expect(await screen.findByText("member page")).toBeInTheDocument();
    expect(convex.mutation("views:openByCode")).toHaveBeenCalledWith({ code: "tm7k3qxd" });
  });

  it("says the profile is not available without saying why", async () => {
    convex.mutation("views:openByCode").mockResolvedValue({ status: "notAvailable" });
    renderSearch();
    await search("TM7K3QXD");
    expect(await screen.findByRole("alert")).toHaveTextContent("No profile with this ID is available to you.");
  });

  it("opens the member's own profile page for their own code", async () => {
    convex.mutation("views:openByCode").mockResolvedValue({ status: "own" });
    renderSearch();
    await search("TM7K3QXD");
    expect(await screen.findByText("my profile page")).toBeInTheDocument();
  });

  it("shows the server's message for text that is not a code", async () => {
    const message = "Enter a profile ID as it was shared, for example TM7K3QXD.";
    convex
      .mutation("views:openByCode")
      .mockRejectedValue(new ConvexError({ code: "invalid", message, key: "search.codeInvalid" }));
    renderSearch();
    await search("hello");
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
  });
});
