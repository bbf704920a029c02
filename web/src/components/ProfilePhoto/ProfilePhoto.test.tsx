import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { convex } from "../../test/fakeConvex";
import { renderPage } from "../../test/render";
import { PHOTO_PLACEHOLDER, ProfilePhoto } from "./ProfilePhoto";

vi.mock("convex/react", async () => (await import("../../test/fakeConvex")).fakeConvexReact);

describe("ProfilePhoto", () => {
  it("shows the photo while it loads", () => {
    renderPage(<ProfilePhoto src="https://files.example/a.jpg" name="Lakshmi" />);
    expect(screen.getByRole("img", { name: "Photo of Lakshmi" })).toHaveAttribute("src", "https://files.example/a.jpg");
  });

  it("shows the placeholder when there is no photo", () => {
    renderPage(<ProfilePhoto src={null} name="Lakshmi" />);
    expect(screen.getByRole("img", { name: "No photo of Lakshmi available" })).toHaveAttribute(
      "src",
      PHOTO_PLACEHOLDER,
    );
  });

  it("falls back to the placeholder when the photo fails to load", () => {
    renderPage(<ProfilePhoto src="https://files.example/broken.jpg" name="Lakshmi" />);
    fireEvent.error(screen.getByRole("img"));
    expect(screen.getByRole("img", { name: "No photo of Lakshmi available" })).toHaveAttribute(
      "src",
      PHOTO_PLACEHOLDER,
    );
  });

  it("asks once for a fresh link when a signed photo link stops loading (expired on an open page), and shows it", async () => {
    const expired = "https://site.example/photos?v=me&p=ph1&k=thumb&e=1&s=old";
    const renewed = "https://site.example/photos?v=me&p=ph1&k=thumb&e=2&s=new";
    const freshLink = convex.oneShotQuery("photos:freshLink").mockResolvedValue(renewed);
    renderPage(<ProfilePhoto src={expired} name="Lakshmi" />);
    fireEvent.error(screen.getByRole("img"));
    // The placeholder while the fresh link comes.
    expect(screen.getByRole("img", { name: "No photo of Lakshmi available" })).toHaveAttribute(
      "src",
      PHOTO_PLACEHOLDER,
    );
    expect(await screen.findByRole("img", { name: "Photo of Lakshmi" })).toHaveAttribute("src", renewed);
    expect(freshLink).toHaveBeenCalledWith({ link: expired });
    // The fresh link failing too is final: no second request, the placeholder stays.
    fireEvent.error(screen.getByRole("img"));
    expect(screen.getByRole("img", { name: "No photo of Lakshmi available" })).toHaveAttribute(
      "src",
      PHOTO_PLACEHOLDER,
    );
    expect(freshLink).toHaveBeenCalledTimes(1);
  });

  it("keeps the placeholder when the server gives no fresh link (blocked, photo gone)", async () => {
    const freshLink = convex.oneShotQuery("photos:freshLink").mockResolvedValue(null);
    renderPage(<ProfilePhoto src="/photos?v=me&p=ph1&k=full&e=1&s=old" name="Lakshmi" />);
    fireEvent.error(screen.getByRole("img"));
    await vi.waitFor(() => expect(freshLink).toHaveBeenCalledTimes(1));
    expect(screen.getByRole("img", { name: "No photo of Lakshmi available" })).toHaveAttribute(
      "src",
      PHOTO_PLACEHOLDER,
    );
  });
});
