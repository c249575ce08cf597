// Placeholder until the feature lands.
export default function ForgetPasswordPage() {
  return <h1 className="p-8 text-2xl font-bold">Forgot password</h1>;
}
