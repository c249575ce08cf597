// Placeholder until the feature lands.
export default function TeacherDashboardPage() {
  return <h1 className="p-8 text-2xl font-bold">Teacher Dashboard</h1>;
}
