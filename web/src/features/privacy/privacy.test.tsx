import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ProfilePhoto } from "../../components/ProfilePhoto/ProfilePhoto";
import { convex } from "../../test/fakeConvex";
import { renderPage } from "../../test/render";
import { ContactReveal } from "../members/ContactReveal";
import { NumberRevealNotice } from "./NumberRevealNotice";
import { PrivacySettingsForm } from "./PrivacySettingsForm";

vi.mock("convex/react", async () => (await import("../../test/fakeConvex")).fakeConvexReact);

describe("PrivacySettingsForm", () => {
  it("shows the saved choices, saves a change and says so", async () => {
    convex.setQuery("privacy:settings", { phone: "premium", photos: "members", jatakam: "accepted" });
    const update = convex.mutation("privacy:update");
    renderPage(<PrivacySettingsForm />);
    const photos = within(screen.getByRole("radiogroup", { name: "Who can see my photos" }));
    const jatakam = within(screen.getByRole("radiogroup", { name: "Who can see my jatakam" }));
    expect(screen.getByRole("radio", { name: /^Premium members \(default\)/ })).toBeChecked();
    expect(photos.getByRole("radio", { name: /^All approved members \(default\)/ })).toBeChecked();
    expect(
      jatakam.getByRole("radio", { name: /^Members whose interest I accepted, or who accepted mine \(default\)/ }),
    ).toBeChecked();
    const save = screen.getByRole("button", { name: "Save privacy settings" });
    expect(save).toBeDisabled();
    fireEvent.click(screen.getByRole("radio", { name: /^Premium members whose interest I accepted/ }));
    fireEvent.click(photos.getByRole("radio", { name: /^Only staff/ }));
    fireEvent.click(jatakam.getByRole("radio", { name: /^All approved members/ }));
    fireEvent.click(save);
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith({ phone: "premiumAccepted", photos: "staff", jatakam: "members" }),
    );
    expect(await screen.findByText("Your privacy settings are saved.")).toBeInTheDocument();
  });

  it("says so when the save fails, and keeps the choice", async () => {
    convex.setQuery("privacy:settings", { phone: "premium", photos: "members", jatakam: "accepted" });
    convex.mutation("privacy:update").mockRejectedValueOnce(new Error("offline"));
    renderPage(<PrivacySettingsForm />);
    const photos = within(screen.getByRole("radiogroup", { name: "Who can see my photos" }));
    fireEvent.click(photos.getByRole("radio", { name: /^Members whose interest I accepted/ }));
    fireEvent.click(screen.getByRole("button", { name: "Save privacy settings" }));
    expect(await screen.findByText("Your privacy settings could not be saved. Please try again.")).toBeInTheDocument();
    expect(photos.getByRole("radio", { name: /^Members whose interest I accepted/ })).toBeChecked();
  });
});

describe("the owner's refusal on cards and member pages", () => {
  it.each([
    ["interest", "Photo visible after interest is accepted"],
    ["staff", "This member shows photos only to staff"],
  ] as const)("a photo locked for %s shows the placeholder with the reason", (lock, text) => {
    renderPage(<ProfilePhoto src={null} name="Lakshmi" lock={lock} />);
    expect(screen.getByRole("img", { name: text })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("a Premium viewer refused by the phone setting is told why and offered no countdown", () => {
    renderPage(<ContactReveal profileId="p7" viewerIsPremium access="interestRequired" />);
    expect(
      screen.getByText(/shares contact details only with Premium members whose interest they accepted/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Send an interest/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show Contact Details" })).not.toBeInTheDocument();
  });

  it("an allowed Premium viewer still gets the countdown", () => {
    renderPage(<ContactReveal profileId="p7" viewerIsPremium access="allowed" />);
    expect(screen.getByRole("button", { name: "Show Contact Details" })).toBeInTheDocument();
  });
});

describe("NumberRevealNotice", () => {
  beforeEach(() => localStorage.clear());

  it("stays quiet about reveals from before, then tells the member live of a new one", async () => {
    convex.setQuery("viewers:latestNumberReveal", {
      revealId: "r1",
      revealedAt: 1000,
      fullName: "Arjun Rao",
      profileCode: "TMARJ001",
    });
    renderPage(<NumberRevealNotice profileId="me1" />);
    await act(async () => {});
    expect(screen.queryByText(/has just seen your phone number/)).not.toBeInTheDocument();
    act(() =>
      convex.setQuery("viewers:latestNumberReveal", {
        revealId: "r2",
        revealedAt: 2000,
        fullName: "Ravi Kumar",
        profileCode: "TMRAV002",
      }),
    );
    expect(await screen.findByText("Ravi Kumar (TMRAV002) has just seen your phone number.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See who saw my number" })).toHaveAttribute(
      "href",
      "/viewed-me?tab=number",
    );
  });

  it("tells the member of the first reveal ever", async () => {
    convex.setQuery("viewers:latestNumberReveal", null);
    renderPage(<NumberRevealNotice profileId="me2" />);
    await act(async () => {});
    act(() =>
      convex.setQuery("viewers:latestNumberReveal", {
        revealId: "r1",
        revealedAt: 5000,
        fullName: "Arjun Rao",
        profileCode: "TMARJ001",
      }),
    );
    expect(await screen.findByText("Arjun Rao (TMARJ001) has just seen your phone number.")).toBeInTheDocument();
  });
});
