// Placeholder until the feature lands.
export default function EditProfilePage() {
  return <h1 className="p-8 text-2xl font-bold">Edit profile</h1>;
}
