import { Link, useLocation } from "react-router";
import { returnPathFromState } from "../return-path";
import { AuthLayout } from "./auth-layout";
import { LoginForm } from "./login-form";
import { SignInMethods } from "./sign-in-methods";

export function LoginPage() {
  const location = useLocation();
  const origin = returnPathFromState(location.state);

  return (
    <AuthLayout
      title="Sign in to Vemo"
      subtitle="Welcome back. Sign in to manage your interactive demos."
      footer={
        <>
          Don&apos;t have an account?{" "}
          <Link to="/register" state={location.state} className="font-medium text-indigo-600 hover:underline">
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
