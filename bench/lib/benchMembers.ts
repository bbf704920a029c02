/**
 * The members the live benches register and the clients they talk through: generated names, one registration
 * form, an HTTP client with a token, and a WebSocket that reports each mutation's acknowledgement.
 */
import { ConvexHttpClient } from "convex/browser";
import WebSocket from "ws";
import { validRegistration } from "../../shared/src/test/fixtures";

/**
 * n as letters (0 → "A", 27 → "Bb"): generated names must pass the name rules (no digits), and texts carry no digits to
 * mask.
 */
export function letters(n: number): string {
  let out = "";
  let x = n;
  do {
    out = String.fromCharCode(97 + (x % 26)) + out;
    x = Math.floor(x / 26) - 1;
  } while (x >= 0);
  return out.charAt(0).toUpperCase() + out.slice(1);
}

/**
 * A complete registration (shared/'s test fixture) for one bench member; every member is of one community
 * and region, so each sees the others of the opposite gender in matches.list.
 */
export function form(email: string, fullName: string, gender: "Male" | "Female") {
  return {
    ...validRegistration,
    email,
    fullName,
    gender,
    dateOfBirth: gender === "Male" ? "15/08/1993" : "02/11/1996",
    height: `5'6"`,
    caste: "Kamma",
    religion: "Hindu",
    state: "Andhra Pradesh",
    nativePlaceDistrict: "Guntur",
    partnerPreferenceType: "India",
    partnerstate: "Andhra Pradesh",
    partnerprofessionSector: "All",
  };
}

/** A client of the HTTP API signed in with `token`, as a script would call. */
export const httpClient = (url: string, token: string) => {
  const c = new ConvexHttpClient(url, { logger: false });
  c.setAuth(token);
  return c;
};

/** A WebSocket that tells `onMutationResponse` when an acknowledgement arrives (read from the frame's start). */
export function acknowledgingSocket(onMutationResponse: () => void) {
  return class extends WebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      this.on("message", (data) => {
        if (Buffer.isBuffer(data) && data.subarray(0, 40).toString().startsWith(`{"type":"MutationResponse"`))
          onMutationResponse();
      });
    }
  };
}
