import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { convex } from "../../test/fakeConvex";
import { renderPage } from "../../test/render";
import { IdVerification } from "./IdVerification";
import { SelfieVerification } from "./SelfieVerification";

vi.mock("convex/react", async () => (await import("../../test/fakeConvex")).fakeConvexReact);

const NONE = { state: "none" } as const;

/**
 * Mantine's select (a combobox, or a textbox in older versions); options are hidden until its transition ends, which
 * jsdom never does.
 */
async function chooseDocument(name: string) {
  const input =
    screen.queryByRole("combobox", { name: "Document" }) ?? screen.getByRole("textbox", { name: "Document" });
  fireEvent.click(input);
  fireEvent.click(await screen.findByRole("option", { name, hidden: true }));
}
const jpeg = (name = "card.jpg", size = 1000) => new File([new Uint8Array(size)], name, { type: "image/jpeg" });

function fileInput(label: string): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>(`input[type=file][aria-label="${label}"]`);
  if (input === null) throw new Error(`no file input "${label}"`);
  return input;
}

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ storageId: "st1" }), { status: 200 }))),
  );
  convex.mutation("idVerification:generateUploadUrl").mockResolvedValue("http://127.0.0.1:3210/upload");
  convex.mutation("idVerification:submit").mockResolvedValue({ ok: true });
});
afterEach(() => vi.unstubAllGlobals());

describe("ID verification", () => {
  it("not sent: choose the document, then the photo is sent with its type; says who sees it and never to write the number", async () => {
    convex.setQuery("idVerification:status", { id: NONE, photo: NONE, hasProfilePhoto: true });
    renderPage(<IdVerification />);
    expect(screen.getByTestId("id-verification-state")).toHaveTextContent("Not sent yet");
    expect(screen.getByText(/Only our staff see this file\. It is deleted as soon as they decide/)).toBeInTheDocument();
    expect(screen.getByText(/Never write your Aadhaar or any document number anywhere/)).toBeInTheDocument();

    // A photo before the document type is chosen is not sent.
    fireEvent.change(fileInput("Upload a photo of the document"), { target: { files: [jpeg()] } });
    expect(await screen.findByRole("alert")).toHaveTextContent("Choose the document first.");
    expect(convex.mutation("idVerification:submit")).not.toHaveBeenCalled();

    // Choosing it clears the message.
    await chooseDocument("PAN card");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    fireEvent.change(fileInput("Upload a photo of the document"), { target: { files: [jpeg()] } });
    await waitFor(() =>
      expect(convex.mutation("idVerification:submit")).toHaveBeenCalledWith({
        kind: "id",
        storageId: "st1",
        documentType: "pan",
      }),
    );
    expect(convex.mutation("idVerification:generateUploadUrl")).toHaveBeenCalledWith({ kind: "id" });
    expect(await screen.findByText("Sent. Staff will check it soon.")).toBeInTheDocument();
  });

  it("a file that is no photo or too large is refused before sending", async () => {
    convex.setQuery("idVerification:status", { id: NONE, photo: NONE, hasProfilePhoto: true });
    renderPage(<IdVerification />);
    await chooseDocument("Passport");
    fireEvent.change(fileInput("Upload a photo of the document"), {
      target: { files: [new File(["%PDF"], "aadhaar.pdf", { type: "application/pdf" })] },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The photo could not be sent: Send a photo (JPG, PNG or WebP).",
    );
    fireEvent.change(fileInput("Upload a photo of the document"), {
      target: { files: [jpeg("big.jpg", 5 * 1024 * 1024 + 1)] },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("The photo can be at most 5 MB.");
    expect(convex.mutation("idVerification:generateUploadUrl")).not.toHaveBeenCalled();
  });

  it("the server's refusal is shown in the member's words", async () => {
    convex.setQuery("idVerification:status", { id: NONE, photo: NONE, hasProfilePhoto: true });
    convex.mutation("idVerification:submit").mockResolvedValue({
      ok: false,
      code: "invalid",
      message: "Send a photo (JPG, PNG or WebP).",
      key: "idCheck.errorNotImage",
    });
    renderPage(<IdVerification />);
    await chooseDocument("Voter ID card");
    fireEvent.change(fileInput("Upload a photo of the document"), { target: { files: [jpeg()] } });
    expect(await screen.findByRole("alert")).toHaveTextContent("Send a photo (JPG, PNG or WebP).");
  });

  it("waiting, then rejected with the reason and a new upload offered, then approved (live)", () => {
    convex.setQuery("idVerification:status", {
      id: { state: "waiting", submittedAt: Date.UTC(2026, 10, 23), documentType: "aadhaar" },
      photo: NONE,
      hasProfilePhoto: true,
    });
    renderPage(<IdVerification />);
    expect(screen.getByTestId("id-verification-state")).toHaveTextContent(
      "Waiting for staff to check it (sent on 23 Nov 2026)",
    );
    expect(screen.getByText("Sent the wrong photo? Send another one: it replaces the first.")).toBeInTheDocument();

    act(() =>
      convex.setQuery("idVerification:status", {
        id: { state: "rejected", at: Date.UTC(2026, 10, 24), reason: "The photo is blurred.", documentType: "aadhaar" },
        photo: NONE,
        hasProfilePhoto: true,
      }),
    );
    expect(screen.getByTestId("id-verification-state")).toHaveTextContent("Not verified: The photo is blurred.");
    expect(screen.getByText("You can send a new photo.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upload a photo of the document" })).toBeInTheDocument();

    act(() =>
      convex.setQuery("idVerification:status", {
        id: { state: "approved", at: Date.UTC(2026, 10, 25) },
        photo: NONE,
        hasProfilePhoto: true,
      }),
    );
    expect(screen.getByTestId("id-verification-state")).toHaveTextContent("Verified on 25 Nov 2026");
    expect(screen.queryByRole("button", { name: "Upload a photo of the document" })).not.toBeInTheDocument();
  });
});

describe("no longer verified", () => {
  it.each([
    [
      "ID",
      "id",
      () => renderPage(<IdVerification />),
      "id-verification-state",
      "No longer verified: your name or date of birth changed after the check. Please send the document again.",
      "Upload a photo of the document",
    ],
    [
      "selfie",
      "photo",
      () => renderPage(<SelfieVerification />),
      "selfie-verification-state",
      "No longer verified: a photo was added after the check. Please take a new selfie.",
      "Take a selfie",
    ],
  ] as const)("the %s says why the badge went and offers a new upload", (_name, kind, render, testId, text, button) => {
    const revoked = { state: "revoked", at: Date.UTC(2026, 10, 25) };
    convex.setQuery("idVerification:status", {
      id: kind === "id" ? revoked : NONE,
      photo: kind === "photo" ? revoked : NONE,
      hasProfilePhoto: true,
    });
    render();
    expect(screen.getByTestId(testId)).toHaveTextContent(text);
    expect(screen.getByRole("button", { name: button })).toBeInTheDocument();
  });
});

describe("selfie verification", () => {
  it("asks for a profile photo first when there is none", () => {
    convex.setQuery("idVerification:status", { id: NONE, photo: NONE, hasProfilePhoto: false });
    renderPage(<SelfieVerification />);
    expect(screen.getByText("Add a profile photo first: staff compare your selfie with it.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add photos" })).toHaveAttribute("href", "/profile");
    expect(screen.queryByRole("button", { name: "Take a selfie" })).not.toBeInTheDocument();
  });

  it("opens the front camera on phones and sends the selfie", async () => {
    convex.setQuery("idVerification:status", { id: NONE, photo: NONE, hasProfilePhoto: true });
    renderPage(<SelfieVerification />);
    const input = fileInput("Take a selfie");
    expect(input).toHaveAttribute("capture", "user");
    fireEvent.change(input, { target: { files: [jpeg("selfie.jpg")] } });
    await waitFor(() =>
      expect(convex.mutation("idVerification:submit")).toHaveBeenCalledWith({ kind: "photo", storageId: "st1" }),
    );
    expect(convex.mutation("idVerification:generateUploadUrl")).toHaveBeenCalledWith({ kind: "photo" });
  });
});
