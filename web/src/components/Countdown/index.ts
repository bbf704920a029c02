export { Countdown } from "./Countdown";
export { useCountdown, type CountdownState } from "./useCountdown";
