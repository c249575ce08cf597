// Placeholder until the feature lands.
export default function AdminDashboardPage() {
  return <h1 className="p-8 text-2xl font-bold">Admin Dashboard</h1>;
}
