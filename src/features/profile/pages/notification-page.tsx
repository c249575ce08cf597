// Placeholder until the feature lands.
export default function NotificationPage() {
  return <h1 className="p-8 text-2xl font-bold">Notifications</h1>;
}
