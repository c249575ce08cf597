// Placeholder until the feature lands.
export default function PublicProfilePage() {
  return <h1 className="p-8 text-2xl font-bold">Public profile</h1>;
}
