// Placeholder until the feature lands.
export default function StaffPage() {
  return <h1 className="p-8 text-2xl font-bold">Staff</h1>;
}
