import { usePageTitle } from "../../app/page-title";

/** The dashboard screen: every project kept in this browser. */
export function DashboardScreen() {
  usePageTitle("Dashboard");
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Dashboard</h1>
      <p>Your projects will appear here.</p>
    </section>
  );
}
