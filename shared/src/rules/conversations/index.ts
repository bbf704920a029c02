export * from "./contactMask";
export * from "./moneyRequest";
