import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeAuth, renderPage } from "../../../test/render";
import { meetsProof } from "@matrimony/shared/rules/proofOfWork";
import { CREATE_PAYMENT_URL } from "./createTestPayment";
import { TestPaymentForm } from "./TestPaymentForm";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

async function fillAndPay(name = "Ravi Kumar", phone = "98765 43210", auth = fakeAuth()) {
  const user = userEvent.setup();
  renderPage(<TestPaymentForm />, { route: "/paye", auth });
  if (name) await user.type(screen.getByRole("textbox", { name: /Your name/ }), name);
  if (phone) await user.type(screen.getByRole("textbox", { name: /Mobile number/ }), phone);
  await user.click(screen.getByRole("button", { name: "Pay 1 Rupee" }));
  return user;
}

describe("test payment /paye (SPEC §2, §4, §7, §8)", () => {
  it("goes idle → processing → payment link, posting { amount: 1, name, phoneNumber }", async () => {
    let reply: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (reply = resolve)));

    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    await fillAndPay(" Ravi Kumar ", "98765 43210");

    // processing: the button is busy and says so
    expect(await screen.findByRole("status")).toHaveTextContent("Creating your payment link...");
    expect(screen.getByRole("button", { name: "Pay 1 Rupee" })).toHaveAttribute("data-loading", "true");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(CREATE_PAYMENT_URL);
    expect(url).toMatch(/\/api\/payment\/create-payment$/);
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ amount: 1, name: "Ravi Kumar", phoneNumber: "+919876543210" });

    reply(answer(200, { success: true, paymentUrl: "https://rzp.io/i/test123" }));
    const link = await screen.findByRole("link", { name: "Open payment link" });
    expect(link).toHaveAttribute("href", "https://rzp.io/i/test123");
    expect(screen.getByText("Your payment link is ready.")).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it.each([
    {
      who: "a signed-in member's request carries their Convex token (limited per account, not as a visitor)",
      signedIn: true,
      header: "Bearer member-token",
    },
    { who: "a visitor's request carries none", signedIn: false, header: null },
  ])("$who", async ({ signedIn, header }) => {
    fetchMock.mockResolvedValue(answer(200, { success: true, paymentUrl: "https://rzp.io/i/test123" }));
    const auth = fakeAuth({
      user: signedIn ? { id: "u1", email: "ravi@example.com" } : null,
      convexToken: vi.fn(() => Promise.resolve("member-token")),
    });
    await fillAndPay("Ravi Kumar", "98765 43210", auth);
    await screen.findByRole("link", { name: "Open payment link" });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get("Authorization")).toBe(header);
    expect(auth.convexToken).toHaveBeenCalledTimes(signedIn ? 1 : 0);
  });

  it("shows 'Payment initiation failed' with the server's reason when success is false", async () => {
    fetchMock.mockResolvedValue(answer(502, { success: false, error: "The payment service did not respond." }));
    await fillAndPay();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Payment initiation failed");
    expect(alert).toHaveTextContent("The payment service did not respond.");
    expect(screen.queryByRole("link", { name: "Open payment link" })).not.toBeInTheDocument();
  });

  it("when the server asks for a proof of work, solves it and sends the request once more with it", async () => {
    const challenge = "1764300000000.0123456789abcdef0123456789abcdef";
    fetchMock
      .mockResolvedValueOnce(answer(428, { success: false, error: "confirm", proof: { challenge, bits: 8 } }))
      .mockResolvedValueOnce(answer(200, { success: true, paymentUrl: "https://rzp.io/i/test456" }));
    await fillAndPay();
    expect(await screen.findByRole("link", { name: "Open payment link" })).toHaveAttribute(
      "href",
      "https://rzp.io/i/test456",
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const sent = JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body)) as {
      proof: { challenge: string; nonce: string };
    };
    expect(sent.proof.challenge).toBe(challenge);
    expect(meetsProof(challenge, sent.proof.nonce, 8)).toBe(true);
  });

  it("shows 'Payment initiation failed' when success is false without a reason", async () => {
    fetchMock.mockResolvedValue(answer(200, { success: false }));
    await fillAndPay();
    expect(await screen.findByRole("alert")).toHaveTextContent("Payment initiation failed");
  });

  it("puts a refusal about a field under that field", async () => {
    fetchMock.mockResolvedValue(answer(400, { success: false, error: "Enter your name.", field: "name" }));
    await fillAndPay();
    expect(await screen.findByRole("alert")).toHaveTextContent("Payment initiation failed");
    expect(screen.getByRole("textbox", { name: /Your name/ })).toHaveAccessibleDescription("Enter your name.");
  });

  it.each([
    { case: "the network fails", reply: () => Promise.reject(new TypeError("Failed to fetch")) },
    { case: "the answer is not JSON", reply: () => Promise.resolve(new Response("Not Found", { status: 404 })) },
  ])("shows 'Error initiating payment' when $case", async ({ reply }) => {
    fetchMock.mockImplementation(reply);
    await fillAndPay();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error initiating payment");
    expect(alert).not.toHaveTextContent("Payment initiation failed");
    // The member can try again.
    expect(screen.getByRole("button", { name: "Pay 1 Rupee" })).toBeEnabled();
  });

  it.each([
    { case: "no name", name: "", phone: "9876543210", field: /Your name/, message: "Enter your name." },
    { case: "no phone", name: "Ravi", phone: "", field: /Mobile number/, message: "Enter your phone number." },
    {
      case: "a phone that is not a mobile number",
      name: "Ravi",
      phone: "12345",
      field: /Mobile number/,
      message: "Enter a valid mobile number: 10 digits for India, or + and the country code for other countries.",
    },
  ])("checks the form before calling: $case", async ({ name, phone, field, message }) => {
    await fillAndPay(name, phone);
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: field })).toHaveAccessibleDescription(
        expect.stringContaining(message),
      ),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
