import { Link, useLocation } from "react-router";
import { safeReturnPath } from "../return-path";
import { AuthLayout } from "./auth-layout";
import { LoginForm } from "./login-form";
import { SignInMethods } from "./sign-in-methods";

/** The same-site path the visitor came from (the landing page, or a deep link the session guard turned away). */
function readOrigin(state: unknown): string | null {
  const from: unknown = state !== null && typeof state === "object" ? (state as { from?: unknown }).from : undefined;
  return safeReturnPath(from);
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
        returnTo={origin}
        passwordForm={<LoginForm returnTo={origin} />}
      />
    </AuthLayout>
  );
}
