import { lazy, Suspense, type ComponentType } from "react";

interface Preloadable {
  /** Fetches the dialog's code ahead of its first opening. */
  preload: () => void;
}

/** A dialog whose code is fetched when it is first needed, with a way to fetch it ahead (`preload`). */
export type LazyDialog<P extends object> = ComponentType<P> & Preloadable;

/**
 * A dialog (a modal and its form) in a file of its own, fetched when it first opens or, sooner, when the
 * member reaches for its button (`preloadOnIntent`), never ahead of time: most dialogs (block, report) are
 * rarely opened, and members pay for their data. Match cards and the member page show the buttons of
 * several dialogs; their code (Mantine's Modal, Radio and Textarea, @mantine/form) was a fifth of what
 * /home downloaded before its first paint on the budget phone. Nothing shows while it
 * downloads; the dialog then opens with its usual transition.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): LazyDialog<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchCode = () => (loading ??= load().then((component) => ({ default: component })));
  const Lazy = lazy(fetchCode) as unknown as ComponentType<P>;
  function Dialog(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Dialog, {
    preload: () => {
      // A failed fetch (offline) is retried by the next preload or by opening the dialog.
      fetchCode().catch(() => (loading = undefined));
    },
  });
}

/** A button's handlers that fetch these dialogs' code when the member reaches for it: pointer over, finger
 * down (a tap's click follows about 0.1 s later) or keyboard focus. */
export function preloadOnIntent(...dialogs: readonly Preloadable[]) {
  const preload = () => dialogs.forEach((dialog) => dialog.preload());
  return { onPointerEnter: preload, onPointerDown: preload, onFocus: preload };
}
