import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect } from "react";
import { NavLink, Outlet } from "react-router";
import { AccountEntry } from "../features/auth";
import { markFirstScreenRendered } from "../lib/first-screen";
import { loadSonner, TOASTER_SETTINGS } from "../lib/toast";
import { AfterFirstScreen } from "../lib/ui/after-first-screen";
import { APP_NAME } from "../lib/ui/page-title";
import { LanguageSwitch } from "./language-switch";
import { shellMessages } from "./messages";

const navigation = [
  { to: "/map", label: "map" },
  { to: "/signs", label: "signs" },
  { to: "/dashboard", label: "dashboard" },
] as const;

// The toast container arrives just after the first screen is painted (AfterFirstScreen,
// loadSonner); toasts raised before it is drawn appear when it is.
const Toaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

/** The one root view: navigation, the routed page area and the toast container. */
export function RootLayout() {
  const t = useStore(shellMessages);
  useEffect(markFirstScreenRendered, []);
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <header className="app-header">
        <span className="app-name">{APP_NAME}</span>
        <nav aria-label={t.mainNavigation}>
          <ul>
            {navigation.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to}>{t[item.label]}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <AccountEntry />
        <LanguageSwitch />
      </header>
      <main id="main" className="app-main">
        <Outlet />
      </main>
      <AfterFirstScreen>
        <Suspense fallback={null}>
          <Toaster
            {...TOASTER_SETTINGS}
            containerAriaLabel={t.notifications}
            toastOptions={{ closeButtonAriaLabel: t.closeNotification }}
          />
        </Suspense>
      </AfterFirstScreen>
    </div>
  );
}
