export * from "./contactMask";
export * from "./moneyRequest";
export * from "./delivery";
