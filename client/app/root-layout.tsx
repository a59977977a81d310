import { NavLink, Outlet } from "react-router";
import { Toaster } from "sonner";
import { AccountEntry } from "../features/auth/account-entry";
import { TOASTER_SETTINGS } from "../lib/toast";

const navigation = [
  { to: "/map", label: "Map" },
  { to: "/signs", label: "Signs" },
  { to: "/dashboard", label: "Dashboard" },
];

/** The one root view: navigation, the routed page area and the toast container. */
export function RootLayout() {
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <span className="app-name">Signage Planner</span>
        <nav aria-label="Main">
          <ul>
            {navigation.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to}>{item.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <AccountEntry />
      </header>
      <main id="main" className="app-main">
        <Outlet />
      </main>
      <Toaster {...TOASTER_SETTINGS} />
    </div>
  );
}
