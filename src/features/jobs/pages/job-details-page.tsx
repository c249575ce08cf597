// Placeholder until the feature lands.
export default function JobDetailsPage() {
  return <h1 className="p-8 text-2xl font-bold">Job details</h1>;
}
