import { notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeId, makeMe } from "../test/fixtures";
import type { Me } from "../features/session/useSession";
import { convex } from "../test/fakeConvex";
import { renderPage } from "../test/render";
import { textboxByLabel } from "../test/byLabel";
import { addCopy, setLanguage } from "../i18n";
import { coreMessagesTe } from "@matrimony/shared/copy/te/core";
import { memberCopyTe } from "@matrimony/shared/copy/te/member";
import { notificationsCopyTe } from "@matrimony/shared/copy/te/notifications";
import ProfilePage from "./Profile.page";

vi.mock("convex/react", async () => (await import("../test/fakeConvex")).fakeConvexReact);

function renderProfile(me: Me = makeMe()) {
  convex.setQuery("members:me", me);
  return renderPage(<ProfilePage />, { route: "/profile" });
}

/** A text field by its label, as its accessible name reads it (required fields' asterisks are hidden from it). */
function field(name: string): HTMLElement {
  return textboxByLabel(name);
}

async function startEditing(user: UserEvent) {
  await user.click(screen.getByRole("button", { name: "Edit Profile" }));
  expect(await screen.findByRole("heading", { name: "Edit My Profile" })).toBeInTheDocument();
}

describe("/profile", () => {
  afterEach(() => {
    notifications.clean();
  });

  describe("view mode", () => {
    it("shows every section, the contacts, the profile code and the status", () => {
      renderProfile(
        makeMe({
          contacts: {
            email: "ravi@example.com",
            mobileNumber: "+919876543210",
            altMobileNumber: null,
            contactPerson: null,
          },
        }),
      );
      for (const heading of [
        "Personal details",
        "Family details",
        "Education and work",
        "Partner preference",
        "Contact details",
      ]) {
        expect(screen.getByRole("heading", { name: heading })).toBeInTheDocument();
      }
      expect(screen.getByText("ID: TMRAVI01")).toBeInTheDocument();
      expect(screen.getByText("Approved")).toBeInTheDocument();
      expect(screen.getByText("+91 98765 43210")).toBeInTheDocument();
      expect(screen.getByText("ravi@example.com")).toBeInTheDocument();
      expect(screen.getByText("Sandeep Chowdary")).toBeInTheDocument();
      expect(screen.getByText("Software Engineer")).toBeInTheDocument();
    });

    it("is open to a member awaiting approval, with editing", () => {
      renderProfile(makeMe({ profile: { status: "pending" } }));
      expect(screen.getByText("Under verification")).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Edit Profile" })).toBeInTheDocument();
    });

    it("shares name, age, height, caste, religion, education, profession, place and code on WhatsApp, never a phone number or email", () => {
      renderProfile(
        makeMe({
          contacts: {
            email: "ravi@example.com",
            mobileNumber: "+919876543210",
            altMobileNumber: "+919123456789",
            contactPerson: null,
          },
        }),
      );
      const href = screen.getByRole("link", { name: "Share profile" }).getAttribute("href") ?? "";
      expect(href.startsWith("https://wa.me/?text=")).toBe(true);
      const text = decodeURIComponent(href.slice("https://wa.me/?text=".length));
      for (const part of [
        "Ravi Chowdary",
        "5'9\"",
        "Kamma",
        "Hindu",
        "B.Tech",
        "Software Engineer",
        "Hyderabad",
        "TMRAVI01",
      ]) {
        expect(text).toContain(part);
      }
      expect(text).toMatch(/Age: \d+ years/);
      expect(text).not.toMatch(/98765|43210|9876543210|91234|56789/);
      expect(text).not.toContain("@");
    });

    it("removes a photo after the member confirms", async () => {
      const user = userEvent.setup({ delay: null });
      renderProfile(
        makeMe({
          completion: 100,
          photos: [
            {
              photoId: fakeId<"photos">("ph1"),
              url: "https://files.example/me.jpg",
              thumbUrl: "https://files.example/me.jpg",
              order: 0,
            },
          ],
        }),
      );
      await user.click(screen.getByRole("button", { name: "Remove photo 1" }));
      const dialog = await screen.findByRole("dialog", { name: "Remove photo" });
      await user.click(within(dialog).getByRole("button", { name: "Yes" }));
      await waitFor(() => expect(convex.mutation("photos:remove")).toHaveBeenCalledWith({ photoId: "ph1" }));
      expect(await screen.findByText("Photo removed.")).toBeInTheDocument();
    });
  });

  describe("photos waiting for review", () => {
    const link = (id: string) => `https://site.test/photos?p=${id}`;
    const photos = [
      { photoId: fakeId<"photos">("ph1"), url: link("ph1"), thumbUrl: link("ph1"), order: 0 },
      {
        photoId: fakeId<"photos">("ph2"),
        url: link("ph2"),
        thumbUrl: link("ph2"),
        order: 1,
        review: { state: "pending" as const },
      },
      {
        photoId: fakeId<"photos">("ph3"),
        url: link("ph3"),
        thumbUrl: link("ph3"),
        order: 2,
        review: { state: "rejected" as const, reason: "groupPhoto" as const },
      },
    ];

    it.each([
      {
        language: "en" as const,
        pending: "Waiting for review",
        rejected: "Not approved",
        reason:
          "Not shown to other members. Reason: it is a group photo, and we cannot tell who the profile is for. You can remove it and add another photo.",
      },
      {
        language: "te" as const,
        pending: "పరిశీలన కోసం వేచి ఉంది",
        rejected: "ఆమోదం పొందలేదు",
        reason: "ఇతర సభ్యులకు కనిపించదు. కారణం: ఇది గ్రూప్ ఫోటో, ప్రొఫైల్ ఎవరిదో గుర్తించలేకపోతున్నాం. దీన్ని తీసివేసి మరో ఫోటో జోడించవచ్చు.",
      },
    ])(
      "marks a waiting photo and a refused one with its reason ($language)",
      async ({ language, pending, rejected, reason }) => {
        addCopy(memberCopyTe, "te");
        addCopy(notificationsCopyTe, "te");
        await setLanguage(language);
        renderProfile(makeMe({ completion: 100, photos }));
        expect(screen.getAllByText(pending)).toHaveLength(1);
        expect(screen.getAllByText(rejected)).toHaveLength(1);
        expect(screen.getByText(reason)).toBeInTheDocument();
      },
    );
  });

  describe("edit mode", () => {
    it.each([
      { case: "Full name emptied", me: makeMe(), clear: "Full name", message: "Full Name is required." },
      { case: "Mobile number emptied", me: makeMe(), clear: "Mobile number", message: "Mobile Number is required." },
      {
        case: "profession Other without naming it",
        me: makeMe({ profile: { profession: "Other", otherProfession: "Chef" } }),
        clear: "Your profession",
        message: "Please specify your profession.",
      },
    ])("refuses to save with $case: '$message'", async ({ me, clear, message }) => {
      const user = userEvent.setup({ delay: null });
      renderProfile(me);
      await startEditing(user);
      await user.clear(field(clear));
      await user.click(screen.getByRole("button", { name: "Save" }));

      // Under the field, and as a toast since on a phone the field may be off screen.
      expect(await screen.findAllByText(message)).toHaveLength(2);
      expect(field(clear)).toHaveAttribute("aria-invalid", "true");
      expect(field(clear)).toHaveFocus();
      expect(convex.mutation("members:update")).not.toHaveBeenCalled();
    });

    it("a message under a field follows a switch to Telugu: a member who cannot read it in English taps తెలుగు", async () => {
      const user = userEvent.setup({ delay: null });
      addCopy(memberCopyTe, "te");
      renderProfile();
      await startEditing(user);
      await user.type(field("About me"), "Call my father on 9848022338.");
      await user.click(screen.getByRole("button", { name: "Save" }));
      expect(
        await screen.findAllByText(
          "Please remove phone numbers, email addresses and links. Members reach you through the app.",
        ),
      ).not.toHaveLength(0);

      await act(() => setLanguage("te"));
      const aboutMe = field(memberCopyTe["profileField.aboutMe"]);
      await waitFor(() =>
        expect(aboutMe).toHaveAccessibleDescription(
          expect.stringContaining(coreMessagesTe["validation.aboutHasContact"]),
        ),
      );
      expect(aboutMe).toHaveAttribute("aria-invalid", "true");
      expect(convex.mutation("members:update")).not.toHaveBeenCalled();
    });

    it("saves the whole form, says 'Profile updated successfully!' and returns to view mode", async () => {
      const user = userEvent.setup({ delay: null });
      // Awaiting approval: a new name applies at once (an approved member's waits for review, below).
      renderProfile(makeMe({ profile: { status: "pending" } }));
      await startEditing(user);
      await user.clear(field("Full name"));
      await user.type(field("Full name"), "Ravi Kumar Chowdary");
      await user.click(screen.getByRole("button", { name: "Save" }));

      expect(await screen.findByText("Profile updated successfully!")).toBeInTheDocument();
      const [[{ profile }]] = convex.mutation("members:update").mock.calls as [[{ profile: Record<string, unknown> }]];
      expect(profile).toMatchObject({
        fullName: "Ravi Kumar Chowdary",
        mobileNumber: "+91 98765 43210",
        caste: "Kamma",
        nativePlaceDistrict: "Guntur",
        // Follow-up answers that do not apply are sent empty, so the server removes them.
        country: "",
        otherProfession: "",
        nativeStateOther: "",
      });
      expect(screen.getByRole("button", { name: "Edit Profile" })).toBeInTheDocument();
    });

    it.each([
      { case: "a failure without a message", error: new Error("network down"), expected: "Profile update failed." },
      {
        case: "the server's own message",
        error: new ConvexError({ code: "invalid", message: "Enter your real date of birth.", field: "dateOfBirth" }),
        expected: "Enter your real date of birth.",
      },
    ])("stays in edit mode and shows $case", async ({ error, expected }) => {
      const user = userEvent.setup({ delay: null });
      convex.mutation("members:update").mockRejectedValue(error);
      renderProfile();
      await startEditing(user);
      await user.click(screen.getByRole("button", { name: "Save" }));
      expect((await screen.findAllByText(expected)).length).toBeGreaterThan(0);
      expect(screen.getByRole("heading", { name: "Edit My Profile" })).toBeInTheDocument();
    });

    it("Cancel leaves without saving", async () => {
      const user = userEvent.setup({ delay: null });
      renderProfile();
      await startEditing(user);
      await user.clear(field("Full name"));
      await user.click(screen.getByRole("button", { name: "Cancel" }));
      expect(screen.getByRole("button", { name: "Edit Profile" })).toBeInTheDocument();
      expect(screen.getAllByText("Ravi Chowdary").length).toBeGreaterThan(0);
      expect(convex.mutation("members:update")).not.toHaveBeenCalled();
    });

    it("keeps a registered 'Spouse lost' (Widowed) as it is instead of rewriting it to Married", async () => {
      const user = userEvent.setup({ delay: null });
      renderProfile(makeMe({ profile: { maritalStatus: "Widowed" } }));
      await startEditing(user);
      expect(screen.getByDisplayValue("Spouse lost")).toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "Save" }));
      await waitFor(() => expect(convex.mutation("members:update")).toHaveBeenCalled());
      const [[{ profile }]] = convex.mutation("members:update").mock.calls as [[{ profile: Record<string, unknown> }]];
      expect(profile.maritalStatus).toBe("Widowed");
    });
  });

  describe("a change waiting for review", () => {
    const waiting = () =>
      makeMe({
        profile: { caste: "Kamma", maritalStatus: "Single" },
        pendingChange: { values: { caste: "Reddy", maritalStatus: "Divorced" }, submittedAt: Date.UTC(2026, 10, 1) },
      });

    it("shows the current value and the new one as waiting for review, and withdraws it", async () => {
      const user = userEvent.setup({ delay: null });
      renderProfile(waiting());
      const notice = screen.getByRole("status", { name: "Waiting for review" });
      expect(within(notice).getByText("Current: Kamma")).toBeInTheDocument();
      expect(within(notice).getByText("New, waiting for review: Reddy")).toBeInTheDocument();
      expect(within(notice).getByText("Current: Single")).toBeInTheDocument();
      expect(within(notice).getByText("New, waiting for review: Divorced")).toBeInTheDocument();
      await user.click(within(notice).getByRole("button", { name: "Withdraw the change" }));
      await waitFor(() => expect(convex.mutation("members:withdrawProfileChange")).toHaveBeenCalledWith({}));
    });

    it("shows nothing waiting when no change waits", () => {
      renderProfile();
      expect(screen.queryByRole("status", { name: "Waiting for review" })).not.toBeInTheDocument();
    });

    it("the edit form starts from the new value and shows the current one under it", async () => {
      const user = userEvent.setup({ delay: null });
      renderProfile(waiting());
      await startEditing(user);
      const shownIn = (label: RegExp) =>
        screen.getAllByLabelText(label).find((el) => el instanceof HTMLInputElement && el.type !== "hidden");
      expect(shownIn(/^Caste/)).toHaveValue("Reddy");
      expect(shownIn(/^Marital status/)).toHaveValue("Divorced");
      expect(screen.getByText("Current: Kamma. Your change waits for review.")).toBeInTheDocument();
      expect(screen.getByText(/are checked by our team before they show on your profile/)).toBeInTheDocument();
    });

    it("an approved member's new name is saved for review, and the toast says so", async () => {
      const user = userEvent.setup({ delay: null });
      renderProfile();
      await startEditing(user);
      await user.clear(field("Full name"));
      await user.type(field("Full name"), "Ravi Kumar Chowdary");
      await user.click(screen.getByRole("button", { name: "Save" }));
      expect(await screen.findByText(/will show once our team has checked it/)).toBeInTheDocument();
    });
  });
});
