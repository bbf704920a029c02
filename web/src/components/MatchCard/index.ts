export { MatchCard, type MatchCardProps } from "./MatchCard";
export type { MatchCardData } from "./types";
