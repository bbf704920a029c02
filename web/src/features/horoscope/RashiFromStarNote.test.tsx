import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../test/render";
import { RashiFromStarNote } from "./RashiFromStarNote";

describe("RashiFromStarNote", () => {
  it("warns when the chosen rashi is not the one the star and pada fix", () => {
    renderPage(<RashiFromStarNote nakshatram="Krittika" pada="2" rashi="Mesham" />);
    expect(screen.getByTestId("rashi-mismatch")).toHaveTextContent(
      "By your nakshatram and pada the rashi is Vrushabham (వృషభం). Please check the rashi you chose.",
    );
  });

  it("names both rashis of a straddling star without a pada", () => {
    renderPage(<RashiFromStarNote nakshatram="Krittika" pada="" rashi="Kanya" />);
    expect(screen.getByTestId("rashi-mismatch")).toHaveTextContent("the rashi is Mesham (మేషం) or Vrushabham (వృషభం).");
  });

  it("says nothing when the rashi fits, or when there is nothing to compare", () => {
    renderPage(<RashiFromStarNote nakshatram="Krittika" pada="" rashi="Mesham" />);
    renderPage(<RashiFromStarNote nakshatram="" pada="" rashi="Mesham" />);
    expect(screen.queryByTestId("rashi-mismatch")).toBeNull();
  });
});
