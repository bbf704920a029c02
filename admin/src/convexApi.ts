/** The backend's typed function references (generated from convex/ by `npm run codegen`). */
export { api } from "../../convex/_generated/api";
export type { Id } from "../../convex/_generated/dataModel";
