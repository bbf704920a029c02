import { lazy, startTransition, useEffect, useState, type ComponentType, type ReactNode } from "react";

/** What a lazy component's loader gives: the module, or an object shaped like one. */
export type ComponentModule<P extends object = object> = { default: ComponentType<P> };

export type PreloadableLazy<P extends object = object> = ComponentType<P> & {
  /** Fetches the component's code (once): from then on it draws at once, without suspending. */
  preload(): Promise<ComponentModule<P>>;
  /**
   * preload() as a member page boots (Router.tsx's preloadMemberPage): until the code is in, the component
   * draws its `whileBooting` stand-in instead of suspending, and then itself.
   */
  preloadAtBoot(): Promise<ComponentModule<P>>;
};

/**
 * React.lazy with two ways of not suspending:
 *
 * - Once preloaded it draws at once. Plain lazy() suspends on its first render even when its code has long
 *   arrived, so a prerendered page would hydrate in two passes.
 * - While the boot preloads it, it draws a stand-in and then itself, as a plain update. Suspending instead,
 *   its boundary showed its fallback (the page's loader, the visitor's navbar) and React then held the
 *   content back until 300 ms after that fallback had been drawn (React's throttle on revealing Suspense
 *   boundaries), though the code came sooner: on the bench's phone /home drew its loader and its content a
 *   third of a second apart.
 *
 * Anywhere else (a link followed to a page not yet fetched) it suspends like lazy(), so that the router's
 * transition keeps the page on screen until the next one is ready. React reads a lazy module synchronously
 * when the thenable its loader returns calls back at once; lazy() is typed for a Promise but only calls then().
 */
export function preloadableLazy<P extends object = object>(
  load: () => Promise<ComponentModule<P>>,
  whileBooting: ReactNode = null,
): PreloadableLazy<P> {
  let loaded: ComponentModule<P> | undefined;
  let booting: Promise<unknown> | undefined;
  const preload = async () => (loaded ??= await load());
  const resolved = (module: ComponentModule<P>) =>
    ({ then: (onFulfilled: (m: ComponentModule<P>) => unknown) => onFulfilled(module) }) as unknown as Promise<
      ComponentModule<P>
    >;
  const Lazy = lazy(() => (loaded ? resolved(loaded) : preload()));

  function Preloadable(props: P) {
    const [, setSettled] = useState(false);
    const waitingFor = loaded ? undefined : booting;
    useEffect(() => {
      if (!waitingFor) return;
      let mounted = true;
      // A transition, which React draws in slices, like the boot's first render (main.tsx).
      const settle = () => mounted && startTransition(() => setSettled(true));
      void waitingFor.then(settle, settle);
      return () => {
        mounted = false;
      };
    }, [waitingFor]);
    if (loaded) return <loaded.default {...props} />;
    // A failed boot preload is left to the lazy load below, which tries again or reports it.
    if (waitingFor) return whileBooting;
    return <Lazy {...props} />;
  }

  const preloadAtBoot = () => {
    const promise = preload();
    // Cleared before the components waiting on it hear of it (callbacks run in the order they were added).
    const done = () => {
      if (booting === settled) booting = undefined;
    };
    const settled: Promise<unknown> = promise.then(done, done);
    booting = settled;
    return promise;
  };
  return Object.assign(Preloadable, { preload, preloadAtBoot });
}
