import { UNSAFE_createBrowserHistory, type To } from "react-router-dom";
import { currentLanguage } from "../../i18n";
import { pathInLanguage, routeOfPath } from "./localizedUrls";

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Location = History["location"];

const strip = (location: Location): Location => ({ ...location, pathname: routeOfPath(location.pathname) });

/** A link's target in the language on screen: a public page in Telugu gets its /te address. */
export function localize(to: To): To {
  const language = currentLanguage();
  if (typeof to === "string") {
    const [pathname = "", rest = ""] = /^([^?#]*)(.*)$/.exec(to)?.slice(1) ?? [];
    return pathname.startsWith("/") ? `${pathInLanguage(pathname, language)}${rest}` : to;
  }
  return to.pathname?.startsWith("/") ? { ...to, pathname: pathInLanguage(to.pathname, language) } : to;
}

/**
 * The browser history the router runs on, with the language prefix of public pages (localizedUrls.ts) out of
 * the routes' sight: the routes see /faq at /te/faq, and every link and navigation to a public page gets /te
 * while Telugu is on screen. Links stay written as plain routes everywhere in the app.
 */
export function createLocalizedHistory(): History {
  const browser = UNSAFE_createBrowserHistory({ v5Compat: true });
  return {
    ...browser,
    get action() {
      return browser.action;
    },
    get location() {
      return strip(browser.location);
    },
    createHref: (to) => browser.createHref(localize(to)),
    createURL: (to) => browser.createURL(localize(to)),
    push: (to, state) => browser.push(localize(to), state),
    replace: (to, state) => browser.replace(localize(to), state),
    listen: (listener) => browser.listen((update) => listener({ ...update, location: strip(update.location) })),
  };
}

/**
 * After a language switch: the address bar shows the page's address in the new language (/faq ⇄ /te/faq)
 * without a navigation, so the page stays as it is (scroll position, form input).
 */
export function showAddressInLanguage(): void {
  const { pathname, search, hash } = window.location;
  const next = pathInLanguage(routeOfPath(pathname), currentLanguage());
  if (next !== pathname) window.history.replaceState(window.history.state, "", `${next}${search}${hash}`);
}
