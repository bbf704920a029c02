import { DEFAULT_PLAN, planBill } from "@matrimony/shared/rules/plans";
import type { FunctionReturnType } from "convex/server";
import { api } from "../../convexApi";
import { currentLanguage } from "../../i18n";

export type PlanOffer = FunctionReturnType<typeof api.plans.list>[number];

/** The spec's plan as the server lists it before its catalogue is seeded (and while the list loads). */
export const DEFAULT_OFFER: PlanOffer = (() => {
  const bill = planBill(DEFAULT_PLAN, null);
  return {
    _id: null,
    key: DEFAULT_PLAN.key,
    nameEn: DEFAULT_PLAN.nameEn,
    nameTe: DEFAULT_PLAN.nameTe,
    days: DEFAULT_PLAN.days,
    pricePaise: DEFAULT_PLAN.pricePaise,
    gstRateBasisPoints: DEFAULT_PLAN.gstRateBasisPoints,
    gstPaise: bill.gstPaise,
    totalPaise: bill.totalPaise,
    contactReveals: null,
    isDefault: true,
  };
})();

/** A plan's name in the page's language. */
export function planName(plan: Pick<PlanOffer, "nameEn" | "nameTe">): string {
  return currentLanguage() === "te" ? plan.nameTe : plan.nameEn;
}

/** GST basis points as the percent a bill shows (1800 → 18). */
export function gstPercent(basisPoints: number): number {
  return basisPoints / 100;
}
