import { Link, useLocation } from "react-router";
import { AuthLayout } from "./auth-layout";
import { LoginForm } from "./login-form";
import { SignInMethods } from "./sign-in-methods";

/** The path the visitor came from, when a link passed one in the navigation state. */
function readOrigin(state: unknown): string | null {
  const from: unknown = state !== null && typeof state === "object" ? (state as { from?: unknown }).from : undefined;
  return typeof from === "string" ? from : null;
}

export function LoginPage() {
  const location = useLocation();
  const origin = readOrigin(location.state);

  return (
    <AuthLayout
      title="Sign in to Vemo"
      subtitle="Welcome back. Sign in to manage your interactive demos."
      footer={
        <>
          Don&apos;t have an account?{" "}
          <Link to="/register" className="font-medium text-indigo-600 hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      <SignInMethods
        googleLabel="Sign in with Google"
        from={origin ?? location.pathname}
        passwordForm={<LoginForm returnTo={origin === "/" || origin?.startsWith("/invite/") ? origin : null} />}
      />
    </AuthLayout>
  );
}
