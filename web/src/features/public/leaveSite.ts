/**
 * Leaves the app for an external page in the same tab. Its own module so tests can replace it: jsdom's
 * `window.location` cannot be spied on.
 */
export function leaveSite(url: string): void {
  window.location.assign(url);
}
