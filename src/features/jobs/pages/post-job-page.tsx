// Placeholder until the feature lands.
export default function PostJobPage() {
  return <h1 className="p-8 text-2xl font-bold">Post a job</h1>;
}
