// Placeholder until the feature lands.
export default function JobsPage() {
  return <h1 className="p-8 text-2xl font-bold">Jobs</h1>;
}
