// Placeholder until the feature lands.
export default function SuperadminPanelPage() {
  return <h1 className="p-8 text-2xl font-bold">Superadmin Panel</h1>;
}
