/**
 * Zod as every shared schema uses it: without its JIT. Zod 4 otherwise probes `new Function("")` before
 * its first object parse, which the member app's Content-Security-Policy (no eval) refuses on every page,
 * and which Convex's runtime has no use for; parsing is the same either way (Zod's documented switch for
 * such environments). Schemas import `z` from here, so the switch is set before any of them parses,
 * without putting Zod into the landing page's bundle.
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };
