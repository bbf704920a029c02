/**
 * Interests in the browser, reusable by journeys that build on them (15B's reveal under
 * "accepted only"): a matching couple of fresh members, sending from a member page, answering from
 * /interests, and reading the live navbar count.
 */
import { expect } from "vitest";
import type { Page } from "playwright-core";
import type { StackUrls } from "../../local/src/stack";
import { createMember, type FreshMember } from "./members";

export interface Couple {
  /** He sends first in the journeys. */
  groom: FreshMember & { fullName: string };
  bride: FreshMember & { fullName: string };
}

/** Two approved members of the opposite gender, same caste and religion, with names unique to this run. */
export async function createCouple(urls: StackUrls, tag = "interest"): Promise<Couple> {
  const suffix = Date.now().toString(36).slice(-4).toUpperCase();
  const groomName = `Arjun ${suffix}`;
  const brideName = `Sita ${suffix}`;
  const groom = await createMember(urls, { tag: `${tag}.groom`, form: { gender: "Male", fullName: groomName } });
  const bride = await createMember(urls, { tag: `${tag}.bride`, form: { gender: "Female", fullName: brideName } });
  return { groom: { ...groom, fullName: groomName }, bride: { ...bride, fullName: brideName } };
}

/** The state badge and buttons of the interest action on the member page or a card (data-state). */
export function interestAction(page: Page) {
  return page.getByTestId("interest-action").first();
}

/** Waits until the interest action shows `state` (live: no reload). */
export async function expectInterestState(page: Page, state: string, timeout = 20_000): Promise<void> {
  await page.waitForSelector(`[data-testid="interest-action"][data-state="${state}"]`, { timeout });
}

/** On another member's page: Send interest, pick a template by its English words, add a note, send. */
export async function sendInterestFromMemberPage(
  page: Page,
  webUrl: string,
  profileId: string,
  options: { template?: RegExp; note?: string } = {},
): Promise<void> {
  await page.goto(`${webUrl}/user/${profileId}`);
  await expectInterestState(page, "none");
  await interestAction(page).getByRole("button", { name: "Send interest" }).click();
  const dialog = page.getByRole("dialog");
  if (options.template) await dialog.getByRole("radio", { name: options.template }).check();
  if (options.note !== undefined) await dialog.getByRole("textbox").fill(options.note);
  await dialog.getByRole("button", { name: "Send interest" }).click();
  await expectInterestState(page, "sent");
}

/** The navbar's Interests link with its count (phone bar or desktop bar, whichever is visible). */
export async function expectNewInterests(page: Page, count: number, timeout = 20_000): Promise<void> {
  const name = count === 0 ? /^Interests$/ : new RegExp(`^Interests, ${String(count)} new interests?$`);
  await page.getByRole("link", { name }).filter({ visible: true }).first().waitFor({ timeout });
}

/** On /interests (Received): the card of `fromName`, answered with Accept and the first polite reply. */
export async function acceptInterestOnPage(page: Page, fromName: string): Promise<void> {
  const card = page.locator(".mantine-Card-root").filter({ has: page.getByRole("heading", { name: fromName }) });
  await card.getByRole("button", { name: "Accept" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Accept" }).click();
  await page.getByText("You accepted the interest.").waitFor();
  expect(await card.count()).toBeLessThanOrEqual(1);
}
