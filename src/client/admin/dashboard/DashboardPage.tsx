/** Beheer's start page: the shop's statistics as graphs (spec §2 Dashboard). */
export function DashboardPage() {
  return <h1>Dashboard</h1>;
}
