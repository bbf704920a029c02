import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTACT_REVEAL_SECONDS } from "@matrimony/shared/constants";
import { PHOTO_PLACEHOLDER } from "../components/ProfilePhoto/ProfilePhoto";
import type { ConvexReactClient } from "convex/react";
import { startBootQueries } from "../features/boot/bootQueries";
import { makeMe, makeMember } from "../test/fixtures";
import type { Me } from "../features/session/useSession";
import { convex } from "../test/fakeConvex";
import { renderPage } from "../test/render";
import UserPage from "./User.page";
import { addCopy, setLanguage } from "../i18n";
import { memberCopyTe } from "@matrimony/shared/copy/te/member";
import { loadTeluguOptionLabels } from "../features/options/optionLabels";

vi.mock("convex/react", async () => (await import("../test/fakeConvex")).fakeConvexReact);

const PREMIUM: Partial<Me> = { membership: { plan: "Premium", premiumUntil: Date.now() + 100 * 86_400_000 } };

/** The page, once its opening is recorded (views:record resolves) and the member asked for. */
async function renderMember(me: Me = makeMe()) {
  convex.setQuery("members:me", me);
  const view = renderPage(<UserPage />, {
    route: "/user/p7",
    path: "/user/:userId",
    otherRoutes: { "/home": <p>home page</p> },
  });
  await act(async () => {
    await Promise.resolve();
  });
  return view;
}

describe("/user/:userId", () => {
  beforeEach(() => {
    convex.setQuery("members:get", makeMember());
  });
  afterEach(() => {
    notifications.clean();
    vi.useRealTimers();
  });

  it("shows the member's profile, asked for by the id in the address", async () => {
    await renderMember();
    expect(await screen.findByRole("heading", { level: 1, name: "Lakshmi Reddy" })).toBeInTheDocument();
    expect(convex.queryArgs.get("members:get")).toEqual({ profileId: "p7" });
    expect(screen.getByRole("heading", { name: "Personal details" })).toBeInTheDocument();
  });

  it("shows a pending viewer the verification notice, and asks the server nothing", async () => {
    await renderMember(makeMe({ profile: { status: "pending" } }));
    expect(screen.getByRole("heading", { name: "Your account is under verification" })).toBeInTheDocument();
    expect(convex.queryArgs.has("members:get")).toBe(false);
    expect(screen.queryByText("Lakshmi Reddy")).not.toBeInTheDocument();
  });

  it("says kindly when the profile does not exist or is not visible, with a way back", async () => {
    convex.setQuery("members:get", null);
    const user = userEvent.setup();
    await renderMember();
    expect(await screen.findByRole("heading", { name: "Profile not available" })).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Back to my matches" }));
    expect(await screen.findByText("home page")).toBeInTheDocument();
  });

  describe("photo", () => {
    it("falls back to the placeholder image when the photo fails to load", async () => {
      await renderMember();
      const photo = screen.getByRole("img", { name: "Photo of Lakshmi Reddy" });
      fireEvent.error(photo);
      expect(screen.getByRole("img", { name: "No photo of Lakshmi Reddy available" })).toHaveAttribute(
        "src",
        PHOTO_PLACEHOLDER,
      );
    });

    it("shows the placeholder for a member without photos", async () => {
      convex.setQuery("members:get", makeMember({ photos: [] }));
      await renderMember();
      expect(screen.getByRole("img", { name: "No photo of Lakshmi Reddy available" })).toHaveAttribute(
        "src",
        PHOTO_PLACEHOLDER,
      );
    });

    it("shows the card-size copy on the page, fetched first; the full photo is for the modal", async () => {
      await renderMember();
      const photo = screen.getByRole("img", { name: "Photo of Lakshmi Reddy" });
      expect(photo).toHaveAttribute("src", "https://files.example/lakshmi-card.jpg");
      expect(photo).toHaveAttribute("fetchpriority", "high");
      expect(photo).toHaveAttribute("loading", "eager");
    });

    it("opens large in a modal on click, which closes on a click on the overlay", async () => {
      const user = userEvent.setup();
      await renderMember();
      await user.click(screen.getByRole("button", { name: "Show the photo of Lakshmi Reddy larger" }));
      const dialog = await screen.findByRole("dialog", { name: "Lakshmi Reddy" });
      expect(within(dialog).getByRole("img", { name: "Photo of Lakshmi Reddy" })).toHaveAttribute(
        "src",
        "https://files.example/lakshmi.jpg",
      );

      const overlay = document.querySelector(".mantine-Modal-overlay");
      if (!overlay) throw new Error("no overlay");
      await user.click(overlay);
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    });
  });

  describe("contact details", () => {
    it("tells a free viewer they are for paid members, with the way to Premium", async () => {
      await renderMember();
      expect(screen.getByText("Contact details are available for paid members only.")).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute("href", "/payment1");
      expect(screen.queryByRole("button", { name: "Show Contact Details" })).not.toBeInTheDocument();
    });

    it("shows a Premium viewer a 60-second countdown, then the contacts with 'Not Provided' where empty", async () => {
      vi.useFakeTimers();
      const reveal = convex.mutation("members:revealContact").mockResolvedValue({
        mobileNumber: "+919812345678",
        altMobileNumber: null,
        email: "lakshmi@example.com",
        contactPerson: null,
      });
      await renderMember(makeMe(PREMIUM));

      fireEvent.click(screen.getByRole("button", { name: "Show Contact Details" }));
      expect(screen.getByRole("timer")).toHaveTextContent(`${String(CONTACT_REVEAL_SECONDS)}s remaining`);
      act(() => {
        vi.advanceTimersByTime(30_000);
      });
      expect(screen.getByRole("timer")).toHaveTextContent("30s remaining");
      act(() => {
        vi.advanceTimersByTime(29_000);
      });
      expect(screen.getByRole("timer")).toHaveTextContent("1s remaining");
      // Asked for only when the countdown ends: a reveal is recorded and counted against a daily limit.
      expect(reveal).not.toHaveBeenCalled();

      await act(async () => {
        vi.advanceTimersByTime(1_000);
      });
      expect(reveal).toHaveBeenCalledWith({ profileId: "p7" });
      expect(reveal).toHaveBeenCalledTimes(1);
      expect(screen.getByRole("link", { name: "+91 98123 45678" })).toHaveAttribute("href", "tel:+919812345678");
      expect(screen.getByText("Not Provided")).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "lakshmi@example.com" })).toHaveAttribute(
        "href",
        "mailto:lakshmi@example.com",
      );
      expect(screen.queryByRole("timer")).not.toBeInTheDocument();
    });

    it("shows the server's reason when the reveal is refused, with Try again", async () => {
      vi.useFakeTimers();
      convex.mutation("members:revealContact").mockRejectedValue(
        new ConvexError({
          code: "forbidden",
          message: "You have seen as many contact details as allowed for today.",
        }),
      );
      await renderMember(makeMe(PREMIUM));
      fireEvent.click(screen.getByRole("button", { name: "Show Contact Details" }));
      await act(async () => {
        vi.advanceTimersByTime(CONTACT_REVEAL_SECONDS * 1000);
      });
      expect(screen.getByText("You have seen as many contact details as allowed for today.")).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    });
  });

  describe("recently viewed", () => {
    it("records the view when the page is opened directly", async () => {
      await renderMember();
      await waitFor(() => expect(convex.mutation("views:record")).toHaveBeenCalledWith({ profileId: "p7" }));
      expect(convex.mutation("views:record")).toHaveBeenCalledTimes(1);
    });

    it("opened at boot, waits on the boot's recording of the opening (features/boot) instead of recording again", async () => {
      let recorded: (value: null) => void = () => undefined;
      const onMe: (() => void)[] = [];
      const client = {
        setAuth: vi.fn(),
        watchQuery: () => ({
          onUpdate: (listener: () => void) => (onMe.push(listener), () => undefined),
          localQueryResult: () => makeMe(),
        }),
        mutation: vi.fn(() => new Promise<null>((resolve) => (recorded = resolve))),
      };
      startBootQueries({
        convex: client as unknown as ConvexReactClient,
        fetchToken: () => Promise.resolve("t"),
        userId: "u1",
        pathname: "/user/p7",
        entryKey: "default",
      });
      onMe[0]?.(); // members.me answers: an approved member, so the boot records the opening
      expect(client.mutation).toHaveBeenCalledTimes(1);
      await renderMember();
      expect(convex.queryArgs.has("members:get")).toBe(false);
      await act(async () => recorded(null));
      expect(await screen.findByRole("heading", { level: 1, name: "Lakshmi Reddy" })).toBeInTheDocument();
      expect(convex.mutation("views:record")).not.toHaveBeenCalled();
    });

    it("opened at boot with the recording landed before the page's code, draws the profile in its first render, not a loader first", async () => {
      const onMe: (() => void)[] = [];
      const client = {
        setAuth: vi.fn(),
        watchQuery: () => ({
          onUpdate: (listener: () => void) => (onMe.push(listener), () => undefined),
          localQueryResult: () => makeMe(),
        }),
        mutation: vi.fn(() => Promise.resolve(null)),
      };
      startBootQueries({
        convex: client as unknown as ConvexReactClient,
        fetchToken: () => Promise.resolve("t"),
        userId: "u1",
        pathname: "/user/p7",
        entryKey: "default",
      });
      onMe[0]?.();
      await act(async () => undefined); // the recording lands
      convex.setQuery("members:me", makeMe());
      renderPage(<UserPage />, { route: "/user/p7", path: "/user/:userId" });
      expect(screen.queryByRole("status")).not.toBeInTheDocument();
      expect(screen.getByRole("heading", { level: 1, name: "Lakshmi Reddy" })).toBeInTheDocument();
      await act(async () => undefined);
      expect(convex.mutation("views:record")).not.toHaveBeenCalled();
    });

    it("asks for the page only once the opening is recorded", async () => {
      let recorded: (value: unknown) => void = () => undefined;
      convex.mutation("views:record").mockReturnValue(new Promise((resolve) => (recorded = resolve)));
      await renderMember();
      expect(screen.getByRole("status")).toBeInTheDocument();
      expect(convex.queryArgs.has("members:get")).toBe(false);
      await act(async () => recorded(null));
      expect(await screen.findByRole("heading", { level: 1, name: "Lakshmi Reddy" })).toBeInTheDocument();
    });

    it("over the daily page limit, says when the member can go on, and shows no profile", async () => {
      convex.mutation("views:record").mockRejectedValue(
        new ConvexError({
          code: "rate_limited",
          message: "You have opened many member pages in a short time. You can open more in 9 minutes.",
          retryAfter: 540,
        }),
      );
      await renderMember();
      expect(
        await screen.findByText("You have opened many member pages in a short time. You can open more in 9 minutes."),
      ).toBeInTheDocument();
      expect(screen.queryByText("Lakshmi Reddy")).not.toBeInTheDocument();
      expect(convex.queryArgs.has("members:get")).toBe(false);
    });

    it("a profile that cannot be opened is said kindly", async () => {
      convex
        .mutation("views:record")
        .mockRejectedValue(
          new ConvexError({ code: "not_found", message: "We could not find what you were looking for." }),
        );
      await renderMember();
      expect(await screen.findByRole("heading", { name: "Profile not available" })).toBeInTheDocument();
    });
  });
});

describe("/user/:userId: the member in their own words, family, lifestyle and jatakam", () => {
  const member = makeMember({
    aboutMe: "I teach maths in Guntur.",
    aboutFamily: "We are a family of five.",
    subCaste: "Pakanati Reddy",
    familyType: "Joint",
    familyValues: "Traditional",
    marriedBrothers: 1,
    numberOfBrothers: 2,
    diet: "Vegetarian",
    smoking: "No",
    drinking: "Occasionally",
  });
  afterEach(async () => {
    await setLanguage("en");
  });

  it.each([
    {
      language: "en" as const,
      about: "About",
      family: "Family type",
      joint: "Joint",
      diet: "Vegetarian",
      drinking: "Occasionally",
      married: "Married brothers",
    },
    {
      language: "te" as const,
      about: "పరిచయం",
      family: "కుటుంబ రకం",
      joint: "ఉమ్మడి కుటుంబం",
      diet: "శాకాహారం",
      drinking: "అప్పుడప్పుడు",
      married: "పెళ్లైన అన్నదమ్ములు",
    },
  ])(
    "shows them with labels in the language on screen ($language)",
    async ({ language, about, family, joint, diet, drinking, married }) => {
      addCopy(memberCopyTe, "te");
      await setLanguage(language);
      if (language === "te") await loadTeluguOptionLabels();
      convex.setQuery("members:get", member);
      await renderMember();
      expect(await screen.findByRole("heading", { name: about })).toBeInTheDocument();
      // The member's own words are shown as typed, in any language.
      expect(screen.getByText("I teach maths in Guntur.")).toHaveAttribute("translate", "no");
      expect(screen.getByText("Pakanati Reddy")).toBeInTheDocument();
      expect(screen.getByText(family)).toBeInTheDocument();
      expect(screen.getByText(joint)).toBeInTheDocument();
      expect(screen.getByText(diet)).toBeInTheDocument();
      expect(screen.getByText(drinking)).toBeInTheDocument();
      expect(screen.getByText(married)).toBeInTheDocument();
    },
  );

  it("leaves out the sections a member did not fill in", async () => {
    convex.setQuery("members:get", makeMember());
    await renderMember();
    expect(await screen.findByRole("heading", { name: "Personal details" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "About" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Lifestyle" })).not.toBeInTheDocument();
  });

  it.each([
    {
      jatakam: { url: "https://site.test/photos?k=jatakam", contentType: "application/pdf" as const },
      lock: null,
      shown: "Download jatakam (PDF)",
    },
    {
      jatakam: { url: "https://site.test/photos?k=jatakam", contentType: "image/jpeg" as const },
      lock: null,
      shown: "View jatakam",
    },
    { jatakam: null, lock: "interest" as const, shown: "The jatakam opens once an interest between you is accepted." },
    { jatakam: null, lock: "staff" as const, shown: "This member keeps the jatakam private." },
  ])("shows the jatakam as its owner's setting allows: $shown", async ({ jatakam, lock, shown }) => {
    convex.setQuery("members:get", makeMember({ jatakam, jatakamLock: lock }));
    await renderMember();
    const found = await screen.findByText(shown);
    if (jatakam !== null) expect(found.closest("a")).toHaveAttribute("href", jatakam.url);
  });
});
