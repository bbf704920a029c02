import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notificationsCopyTe } from "@matrimony/shared/copy/te/notifications";
import { addCopy, setLanguage } from "../../i18n";
import { convex } from "../../test/fakeConvex";
import { renderPage } from "../../test/render";
import { WhatsAppPreferences } from "./WhatsAppPreferences";

vi.mock("convex/react", async () => (await import("../../test/fakeConvex")).fakeConvexReact);

const TOPICS = { account: true, interests: true, premium: true, verification: true, messages: false };
const status = (over: Record<string, unknown>) => ({
  mobileVerified: true,
  mobileLast4: "3210",
  optedIn: false,
  optedInAt: null,
  optedInLast4: null,
  topics: TOPICS,
  ...over,
});

afterEach(async () => {
  await setLanguage("en");
});

describe("WhatsAppPreferences", () => {
  it("asks to verify the mobile first, with a link to verification", async () => {
    convex.setQuery("whatsapp:status", status({ mobileVerified: false }));
    renderPage(<WhatsAppPreferences />);
    expect(
      await screen.findByText(
        "Verify your mobile number first: WhatsApp messages go only to a number you have confirmed.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Verify my mobile number" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/verification$/) as unknown,
    );
    expect(screen.queryByRole("button", { name: "I agree, send me WhatsApp messages" })).toBeNull();
  });

  it.each([
    {
      language: "en" as const,
      consent:
        "Send me WhatsApp messages from Telugu Matrimony on my mobile number ending 3210: the news I choose here, in my language. I can stop them at any time by replying STOP, or here in Settings.",
      agree: "I agree, send me WhatsApp messages",
    },
    {
      language: "te" as const,
      consent:
        "Telugu Matrimony నుండి 3210తో ముగిసే నా మొబైల్ నంబర్‌కు WhatsApp సందేశాలు పంపండి: నేను ఇక్కడ ఎంచుకున్న వార్తలు, నా భాషలో. STOP అని జవాబు ఇచ్చి గానీ, ఇక్కడ సెట్టింగ్‌లలో గానీ నేను వాటిని ఎప్పుడైనా ఆపవచ్చు.",
      agree: "నేను అంగీకరిస్తున్నాను, నాకు WhatsApp సందేశాలు పంపండి",
    },
  ])(
    "shows the exact consent text with the number's last digits and opts in with them ($language)",
    async ({ language, consent, agree }) => {
      addCopy(notificationsCopyTe, "te");
      await setLanguage(language);
      convex.setQuery("whatsapp:status", status({}));
      renderPage(<WhatsAppPreferences />);
      expect(await screen.findByTestId("whatsapp-consent")).toHaveTextContent(consent);
      fireEvent.click(screen.getByRole("button", { name: agree }));
      expect(convex.mutation("whatsapp:optIn")).toHaveBeenCalledWith({ language, confirmedLast4: "3210" });
    },
  );

  it("while on: the topics are saved, and WhatsApp can be stopped", async () => {
    convex.setQuery(
      "whatsapp:status",
      status({ optedIn: true, optedInAt: Date.UTC(2026, 10, 20), optedInLast4: "3210" }),
    );
    renderPage(<WhatsAppPreferences />);
    expect(await screen.findByTestId("whatsapp-on")).toHaveTextContent(
      "WhatsApp messages are on for your number ending 3210, since 20 Nov 2026.",
    );
    expect(screen.queryByRole("checkbox", { name: "Someone viewed my number" })).toBeNull();
    fireEvent.click(screen.getByRole("checkbox", { name: "Interests received, accepted or declined" }));
    fireEvent.click(screen.getByRole("button", { name: "Save WhatsApp choices" }));
    expect(convex.mutation("whatsapp:saveTopics")).toHaveBeenCalledWith({ topics: { ...TOPICS, interests: false } });
    await waitFor(() => expect(screen.getByRole("button", { name: "Stop WhatsApp messages" })).toBeEnabled());
    fireEvent.click(screen.getByRole("button", { name: "Stop WhatsApp messages" }));
    expect(convex.mutation("whatsapp:optOut")).toHaveBeenCalledWith({});
  });
});
