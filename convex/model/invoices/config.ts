/**
 * The business named on every tax invoice, from the deployment's environment (README "Configuration"):
 * BUSINESS_NAME, BUSINESS_ADDRESS, BUSINESS_GSTIN, BUSINESS_STATE, and GST_SAC_CODE. A payment is never
 * refused for want of them (money already taken must be recorded), so a missing value is logged and the
 * document issued with what there is; local mode sets them all (local/src/stack.ts).
 */
import { SITE } from "@matrimony/shared/site";
import { env } from "../../_generated/server";

/**
 * 998599, "Other support services n.e.c.": no classification source names online matchmaking, so this
 * is the default, overridable by GST_SAC_CODE once the business's tax adviser confirms its code.
 */
export const DEFAULT_SAC_CODE = "998599";

export type SellerConfig = { name: string; address: string; gstin: string; state: string; sacCode: string };

function read(
  name: "BUSINESS_NAME" | "BUSINESS_ADDRESS" | "BUSINESS_GSTIN" | "BUSINESS_STATE" | "GST_SAC_CODE",
): string {
  return env[name]?.trim() ?? "";
}

export function sellerConfig(): SellerConfig {
  const config = {
    name: read("BUSINESS_NAME") || SITE.name,
    address: read("BUSINESS_ADDRESS"),
    gstin: read("BUSINESS_GSTIN").toUpperCase(),
    state: read("BUSINESS_STATE"),
    sacCode: read("GST_SAC_CODE") || DEFAULT_SAC_CODE,
  };
  const missing = (["address", "gstin", "state"] as const).filter((k) => config[k] === "");
  if (missing.length > 0)
    console.error(
      `Tax invoice issued without ${missing.join(", ")}: set BUSINESS_ADDRESS, BUSINESS_GSTIN, BUSINESS_STATE`,
    );
  return config;
}
