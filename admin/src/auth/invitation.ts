/**
 * A staff invitation link opens the console at `/?invitation=<token>`. The token is opened (accepted) once
 * the person is signed in, then removed from the address bar so a reload or a shared screen does not show it.
 */
export function pendingInvitation(location: Pick<Location, "search"> = window.location): string | null {
  const token = new URLSearchParams(location.search).get("invitation");
  return token !== null && token !== "" ? token : null;
}

export function forgetInvitation(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete("invitation");
  window.history.replaceState(window.history.state, "", url.href);
}
