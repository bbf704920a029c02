/**
 * The console's hash router, given to react-admin instead of the one it would create itself.
 *
 * Why: react-admin's own router lets React Router wrap every navigation in `React.startTransition`. A
 * signed-out visitor at `/` meets `<Admin requireAuth>`'s LogoutOnMount, whose logout navigates to
 * `/login` and clears the query cache in the same tick. The cache's (urgent) updates re-render the
 * still-mounted `/` routes, which remount LogoutOnMount, which logs out and navigates again, and each
 * urgent render interrupts the (transition) navigation to `/login` before it commits: thousands of
 * pushStates and 12–19 s before the sign-in form. With transitions off, the navigation commits at once
 * and the `/` routes (and LogoutOnMount) unmount after one logout.
 *
 * A data router like react-admin's own (so that hooks such as useBlocker keep working), created once
 * per mount; the children reach its one catch-all route through a context so that they can change.
 */
import { createContext, useContext, useState, type ReactNode } from "react";
import { createHashRouter, RouterProvider } from "react-router-dom";

const Children = createContext<ReactNode>(null);

function CurrentChildren() {
  return <>{useContext(Children)}</>;
}

export function ConsoleRouter({ children }: { children: ReactNode }) {
  // Not disposed on unmount: StrictMode's rehearsal unmount would dispose the router it keeps using
  // (react-admin's own router is not disposed either); the console lives as long as the page.
  const [router] = useState(() => createHashRouter([{ path: "*", Component: CurrentChildren }]));
  return (
    <Children.Provider value={children}>
      <RouterProvider router={router} useTransitions={false} />
    </Children.Provider>
  );
}
