export { EmptyList, ListLoading, LoadMoreButton } from "./ListStates";
