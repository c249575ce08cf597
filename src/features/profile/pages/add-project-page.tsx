// Placeholder until the feature lands.
export default function AddProjectPage() {
  return <h1 className="p-8 text-2xl font-bold">Add a project</h1>;
}
