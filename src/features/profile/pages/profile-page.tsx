// Placeholder until the feature lands.
export default function ProfilePage() {
  return <h1 className="p-8 text-2xl font-bold">Profile</h1>;
}
