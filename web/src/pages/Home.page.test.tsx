import { notifications } from "@mantine/notifications";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DAY_MS } from "@matrimony/shared/rules/premium";
import { ConvexError } from "convex/values";
import { setLanguage } from "../i18n";
import { makeCard, makeMe } from "../test/fixtures";
import { convex } from "../test/fakeConvex";
import { renderPage } from "../test/render";
import HomePage from "./Home.page";

vi.mock("convex/react", async () => (await import("../test/fakeConvex")).fakeConvexReact);
vi.mock("convex-helpers/react", async () => ({
  usePaginatedQuery: (await import("../test/fakeConvex")).fakeConvexReact.usePaginatedQuery,
}));

/** Mantine's FileInput is a labelled button over a hidden file input; the upload goes to the input. */
function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  return input;
}

/** The last loaded page as `matches.list` answers it, with where the next one starts. */
function lastPage(continueCursor: string) {
  return { page: [], isDone: false, continueCursor };
}

function renderHome() {
  return renderPage(<HomePage />, {
    route: "/home",
    otherRoutes: { "/user/:userId": <p>member page</p>, "/profile": <p>my profile page</p> },
  });
}

describe("/home", () => {
  beforeEach(() => {
    convex.setQuery("members:me", makeMe());
  });
  afterEach(() => {
    notifications.clean();
    vi.unstubAllGlobals();
  });

  describe("approval", () => {
    it("shows a pending member only the verification notice, then the matches once an admin approves", async () => {
      convex.setQuery("members:me", makeMe({ profile: { status: "pending" } }));
      convex.setPaginated("matches:list", { results: [makeCard(1)] });
      renderHome();

      expect(screen.getByRole("heading", { name: "Your account is under verification" })).toBeInTheDocument();
      expect(screen.getByText("Approval takes 24 hours or more.")).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "My Profile" })).toHaveAttribute("href", "/profile");
      expect(screen.queryByText(/Welcome/)).not.toBeInTheDocument();
      expect(screen.queryByText("Bride 1")).not.toBeInTheDocument();
      // Matches are not even asked for: the server refuses them to pending members.
      expect(convex.queryArgs.has("matches:list")).toBe(false);

      // The live members.me subscription delivers the approval: same page, no remount.
      act(() => convex.setQuery("members:me", makeMe({ profile: { status: "approved" } })));

      expect(await screen.findByRole("heading", { name: "Welcome, Ravi Chowdary" })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Bride 1" })).toBeInTheDocument();
      expect(screen.queryByText("Your account is under verification")).not.toBeInTheDocument();
    });

    it.each([
      { status: "rejected" as const, title: "Your profile was not approved" },
      { status: "suspended" as const, title: "Your account is suspended" },
    ])("tells a $status member why, and how to reach support", ({ status, title }) => {
      convex.setQuery("members:me", makeMe({ profile: { status, statusReason: "Photo does not show a face." } }));
      renderHome();
      expect(screen.getByRole("heading", { name: title })).toBeInTheDocument();
      expect(screen.getByText("Reason: Photo does not show a face.")).toBeInTheDocument();
      expect(screen.getByRole("link", { name: /^Call / })).toHaveAttribute("href", expect.stringMatching(/^tel:\+91/));
      expect(screen.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute(
        "href",
        expect.stringContaining("https://wa.me/"),
      );
      expect(screen.queryByText(/Welcome/)).not.toBeInTheDocument();
    });
  });

  describe("profile completion and photo upload", () => {
    it("shows 75% and the photo upload as one compact card (a line and a button) for a member without a photo", () => {
      renderHome();
      const card = screen.getByRole("region", { name: "Profile 75% complete" });
      expect(within(card).getByText("75%")).toBeInTheDocument();
      expect(within(card).getByText("Add a photo to reach 100%.")).toBeInTheDocument();
      expect(
        within(card)
          .getAllByRole("button")
          .map((b) => b.textContent),
      ).toEqual(["Add photo"]);
      expect(fileInput()).toHaveAttribute("accept", "image/*");
    });

    it("shows 100% and no photo upload once the member has a photo", () => {
      convex.setQuery(
        "members:me",
        makeMe({
          completion: 100,
          photos: [
            {
              photoId: "ph1" as never,
              url: "https://files.example/me.jpg",
              thumbUrl: "https://files.example/me.jpg",
              order: 0,
            },
          ],
        }),
      );
      renderHome();
      expect(screen.getByRole("region", { name: "Profile 100% complete" })).toHaveTextContent(
        "Your profile is complete.",
      );
      expect(screen.queryByRole("button", { name: "Add photo" })).not.toBeInTheDocument();
      expect(document.querySelector('input[type="file"]')).toBeNull();
    });

    it("refuses a file that is not an image before sending anything", async () => {
      const user = userEvent.setup({ applyAccept: false });
      renderHome();
      await user.upload(fileInput(), new File(["%PDF"], "cv.pdf", { type: "application/pdf" }));
      expect(await screen.findByText("Only image files can be uploaded as photos.")).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
      expect(convex.mutation("photos:generateUploadUrl")).not.toHaveBeenCalled();
    });

    it("refuses a photo over the size limit", async () => {
      const user = userEvent.setup();
      renderHome();
      const big = new File([new Uint8Array(6 * 1024 * 1024)], "big.jpg", { type: "image/jpeg" });
      await user.upload(fileInput(), big);
      expect(await screen.findByText("Photos can be at most 5 MB.")).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    });

    it("uploads: 'Uploading photo...', then 'Photo uploaded successfully.'", async () => {
      const user = userEvent.setup();
      convex.mutation("photos:generateUploadUrl").mockResolvedValue("https://upload.example/once");
      convex
        .mutation("photos:add")
        .mockResolvedValue({ ok: true, photoId: "ph1", url: "https://files.example/me.jpg" });
      let answer: (response: Response) => void = () => {};
      const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
      vi.stubGlobal("fetch", fetchMock);
      renderHome();

      const photo = new File(["jpeg bytes"], "me.jpg", { type: "image/jpeg" });
      await user.upload(fileInput(), photo);
      await user.click(screen.getByRole("button", { name: "Save" }));

      expect(await screen.findByText("Uploading photo...")).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledWith(
        "https://upload.example/once",
        expect.objectContaining({ method: "POST", body: photo }),
      );
      answer(new Response(JSON.stringify({ storageId: "st1" }), { status: 200 }));

      expect(await screen.findByText("Photo uploaded successfully.")).toBeInTheDocument();
      expect(convex.mutation("photos:add")).toHaveBeenCalledWith({ storageId: "st1" });
    });

    it.each([
      {
        case: "the server refuses the file",
        setup: () => {
          vi.stubGlobal(
            "fetch",
            vi.fn(() => Promise.resolve(new Response(JSON.stringify({ storageId: "st1" })))),
          );
          convex
            .mutation("photos:add")
            .mockResolvedValue({ ok: false, code: "invalid", message: "Photos can be at most 5 MB." });
        },
        expected: "Photo upload failed: Photos can be at most 5 MB.",
      },
      {
        case: "the network fails",
        setup: () =>
          vi.stubGlobal(
            "fetch",
            vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
          ),
        expected:
          "Photo upload failed: the photo could not be sent. Please check your internet connection and try again.",
      },
    ])("says 'Photo upload failed: ' and why when $case", async ({ setup, expected }) => {
      const user = userEvent.setup();
      convex.mutation("photos:generateUploadUrl").mockResolvedValue("https://upload.example/once");
      setup();
      renderHome();
      await user.upload(fileInput(), new File(["x"], "me.png", { type: "image/png" }));
      await user.click(screen.getByRole("button", { name: "Save" }));
      expect(await screen.findByText(expected)).toBeInTheDocument();
    });

    it("Cancel forgets the chosen file", async () => {
      const user = userEvent.setup();
      renderHome();
      await user.upload(fileInput(), new File(["x"], "me.png", { type: "image/png" }));
      expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
      await user.click(screen.getByRole("button", { name: "Cancel" }));
      expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Add photo" })).toBeEnabled();
    });
  });

  describe("matches", () => {
    it("says 'No matches found.' when there are none, with the way forward: edit the matching preference", () => {
      convex.setPaginated("matches:list", { results: [], status: "Exhausted" });
      renderHome();
      expect(screen.getByText("No matches found.")).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Edit matching preference" })).toHaveAttribute(
        "href",
        "/matching-preference",
      );
    });

    it("shows each card's details", () => {
      convex.setPaginated("matches:list", {
        results: [
          makeCard(1, {
            fullName: "Lakshmi Reddy",
            age: 27,
            height: `5'4"`,
            caste: "Reddy",
            profession: "Doctor",
            place: "Warangal",
          }),
        ],
      });
      renderHome();
      const card = screen.getByRole("link", { name: "Lakshmi Reddy" }).closest(".mantine-Card-root");
      if (!(card instanceof HTMLElement)) throw new Error("no card");
      expect(within(card).getByText(`27 yrs, 5'4"`)).toBeInTheDocument();
      expect(within(card).getByText("Reddy, Hindu")).toBeInTheDocument();
      expect(within(card).getByText("Doctor")).toBeInTheDocument();
      expect(within(card).getByText("Warangal")).toBeInTheDocument();
      expect(within(card).getByRole("img", { name: "No photo of Lakshmi Reddy available" })).toBeInTheDocument();
    });

    it("shows each card's card-size photo (the original for photos without one); the first is fetched first, the rest lazily", () => {
      convex.setPaginated("matches:list", {
        results: [
          makeCard(1, { photoUrl: "https://files.example/1.jpg", photoThumbUrl: "https://files.example/1-card.jpg" }),
          makeCard(2, { photoUrl: "https://files.example/2.jpg", photoThumbUrl: "https://files.example/2.jpg" }),
          makeCard(3, { photoUrl: "https://files.example/3.jpg", photoThumbUrl: "https://files.example/3-card.jpg" }),
        ],
      });
      renderHome();
      const photos = ["Bride 1", "Bride 2", "Bride 3"].map((name) =>
        screen.getByRole("img", { name: `Photo of ${name}` }),
      );
      expect(photos.map((img) => img.getAttribute("src"))).toEqual([
        "https://files.example/1-card.jpg",
        "https://files.example/2.jpg",
        "https://files.example/3-card.jpg",
      ]);
      expect(photos.map((img) => [img.getAttribute("loading"), img.getAttribute("fetchpriority")])).toEqual([
        ["eager", "high"],
        ["lazy", null],
        ["lazy", null],
      ]);
    });

    it("opens /user/{id} when a card is clicked (the member page records the opening)", async () => {
      const user = userEvent.setup();
      convex.setPaginated("matches:list", { results: [makeCard(1), makeCard(2)], status: "Exhausted" });
      renderHome();
      await user.click(screen.getByRole("link", { name: "Bride 2" }));
      expect(await screen.findByText("member page")).toBeInTheDocument();
    });

    it("opens a card from the keyboard", async () => {
      const user = userEvent.setup();
      convex.setPaginated("matches:list", { results: [makeCard(1)] });
      renderHome();
      screen.getByRole("link", { name: "Bride 1" }).focus();
      await user.keyboard("{Enter}");
      expect(await screen.findByText("member page")).toBeInTheDocument();
    });

    it("loads 12 more with the Load more button while there are more, opening the next page first", async () => {
      const user = userEvent.setup();
      const page = convex.setPaginated("matches:list", { results: [makeCard(1)], status: "CanLoadMore" });
      convex.setQuery("matches:list", lastPage("next-page"));
      renderHome();
      await user.click(screen.getByRole("button", { name: "Load more matches" }));
      expect(convex.mutation("matches:openPage")).toHaveBeenCalledWith({ cursor: "next-page" });
      await vi.waitFor(() => expect(page.loadMore).toHaveBeenCalledWith(12));
      // The next page is watched for where the one after it starts.
      expect(convex.queryArgs.get("matches:list")).toEqual({ paginationOpts: { numItems: 12, cursor: "next-page" } });
    });

    it.each([
      {
        language: "en" as const,
        text: "You have opened many pages of matches in a short time. You can see more in 9 minutes.",
      },
      { language: "te" as const, text: "మీరు తక్కువ సమయంలో చాలా సంబంధాల పేజీలు తెరిచారు. మరో 9 నిమిషాలు ఆగితే మరిన్ని చూడవచ్చు." },
    ])(
      "over the limit of pages, says in $language when more can be seen, and loads nothing",
      async ({ language, text }) => {
        if (language === "te") await setLanguage("te");
        const page = convex.setPaginated("matches:list", { results: [makeCard(1)], status: "CanLoadMore" });
        convex.setQuery("matches:list", lastPage("next-page"));
        convex.mutation("matches:openPage").mockRejectedValue(
          new ConvexError({
            code: "rate_limited",
            message: "limited",
            key: "limit.matchPages",
            retryAt: Date.now() + 9 * 60_000 - 1000,
            retryAfter: 539,
          }),
        );
        renderHome();
        // Load more is the matches section's last button (its words are the page's own copy, not under test here).
        const button = [
          ...document.querySelectorAll<HTMLButtonElement>("section[aria-labelledby='matches-title'] button"),
        ].at(-1);
        if (!button) throw new Error("no Load more");
        await userEvent.setup().click(button);
        expect(await screen.findByRole("alert")).toHaveTextContent(text);
        expect(page.loadMore).not.toHaveBeenCalled();
      },
    );

    it("loads more by itself when the end of the list nears the screen", async () => {
      const observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
      vi.stubGlobal(
        "IntersectionObserver",
        class {
          constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
            observed.push({ callback, options });
          }
          observe() {}
          disconnect() {}
        },
      );
      const page = convex.setPaginated("matches:list", { results: [makeCard(1)], status: "CanLoadMore" });
      convex.setQuery("matches:list", lastPage("next-page"));
      renderHome();
      const [sentinel] = observed;
      if (!sentinel) throw new Error("nothing observed");
      expect(page.loadMore).not.toHaveBeenCalled();
      act(() => sentinel.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      await vi.waitFor(() => expect(page.loadMore).toHaveBeenCalledWith(12));
    });

    it("reads on by itself when a page came back empty with more to read (refine's read bound), and says why", async () => {
      const page = convex.setPaginated("matches:list", { results: [], status: "CanLoadMore" });
      convex.setQuery("matches:list", lastPage("next-page"));
      renderHome();
      await vi.waitFor(() => expect(page.loadMore).toHaveBeenCalledWith(12));
      expect(screen.getByText(/matches are read in batches/)).toBeInTheDocument();
      expect(screen.queryByText("No matches found.")).not.toBeInTheDocument();
    });

    it("offers no Load more once every match is shown", () => {
      convex.setPaginated("matches:list", { results: [makeCard(1), makeCard(2)], status: "Exhausted" });
      renderHome();
      expect(screen.queryByRole("button", { name: "Load more matches" })).not.toBeInTheDocument();
      expect(screen.getByText("Showing all 2 matches")).toBeInTheDocument();
    });

    it.each([
      { count: 1, status: "Exhausted" as const, text: "Showing your only match" },
      { count: 3, status: "Exhausted" as const, text: "Showing all 3 matches" },
      { count: 1, status: "CanLoadMore" as const, text: "Showing 1 match" },
      { count: 12, status: "CanLoadMore" as const, text: "Showing 12 matches" },
    ])("counts $count ($status) in proper English: '$text'", ({ count, status, text }) => {
      convex.setPaginated("matches:list", {
        results: Array.from({ length: count }, (_, i) => makeCard(i + 1)),
        status,
      });
      renderHome();
      expect(screen.getByText(text)).toBeInTheDocument();
    });
  });

  describe("Premium expiry reminder", () => {
    it("reminds a Premium member in the last days, with a link to renew", () => {
      const until = Date.now() + 3 * DAY_MS;
      convex.setQuery("members:me", makeMe({ membership: { plan: "Premium", premiumUntil: until } }));
      renderHome();
      expect(screen.getByText(/^Premium ends on \d{1,2} [A-Z][a-z]{2} \d{4}\./)).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Renew Premium" })).toHaveAttribute("href", "/payment1");
    });

    it("does not remind when Premium has long to run", () => {
      convex.setQuery(
        "members:me",
        makeMe({ membership: { plan: "Premium", premiumUntil: Date.now() + 200 * DAY_MS } }),
      );
      renderHome();
      expect(screen.queryByText(/Premium ends on/)).not.toBeInTheDocument();
    });
  });
});

describe("/home mutual matches", () => {
  beforeEach(() => {
    convex.setQuery("members:me", makeMe());
  });

  it("badges the mutual cards and asks the server for mutual matches only when the filter is on", async () => {
    convex.setPaginated("matches:list", { results: [makeCard(1, { mutual: true }), makeCard(2)] });
    renderHome();
    const badges = screen.getAllByText("Mutual match");
    expect(badges).toHaveLength(1);
    expect(
      within(screen.getByText("Bride 1").closest(".mantine-Card-root") as HTMLElement).getByText("Mutual match"),
    ).toBeInTheDocument();
    expect(convex.queryArgs.get("matches:list")).not.toHaveProperty("mutualOnly");
    await userEvent.setup().click(screen.getByRole("switch", { name: /Only mutual matches/ }));
    expect(convex.queryArgs.get("matches:list")).toMatchObject({ mutualOnly: true });
  });

  it("says so when no match is mutual", async () => {
    convex.setPaginated("matches:list", { results: [], status: "Exhausted" });
    renderHome();
    await userEvent.setup().click(screen.getByRole("switch", { name: /Only mutual matches/ }));
    expect(screen.getByText("No mutual matches yet. Turn the filter off to see all your matches.")).toBeInTheDocument();
  });
});
