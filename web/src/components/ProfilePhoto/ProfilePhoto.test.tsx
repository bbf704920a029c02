import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../test/render";
import { PHOTO_PLACEHOLDER, ProfilePhoto } from "./ProfilePhoto";

describe("ProfilePhoto", () => {
  it("shows the photo while it loads", () => {
    renderPage(<ProfilePhoto src="https://files.example/a.jpg" name="Lakshmi" />);
    expect(screen.getByRole("img", { name: "Photo of Lakshmi" })).toHaveAttribute("src", "https://files.example/a.jpg");
  });

  it("shows the placeholder when there is no photo", () => {
    renderPage(<ProfilePhoto src={null} name="Lakshmi" />);
    expect(screen.getByRole("img", { name: "No photo of Lakshmi available" })).toHaveAttribute("src", PHOTO_PLACEHOLDER);
  });

  it("falls back to the placeholder when the photo fails to load", () => {
    renderPage(<ProfilePhoto src="https://files.example/broken.jpg" name="Lakshmi" />);
    fireEvent.error(screen.getByRole("img"));
    expect(screen.getByRole("img", { name: "No photo of Lakshmi available" })).toHaveAttribute("src", PHOTO_PLACEHOLDER);
  });
});
