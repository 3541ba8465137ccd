import { Link, useLocation } from "react-router";
import { returnPathFromState } from "../return-path";
import { AuthLayout } from "./auth-layout";
import { RegisterForm } from "./register-form";
import { SignInMethods } from "./sign-in-methods";

export function RegisterPage() {
  const location = useLocation();
  // An invitation sends the visitor here to sign up first, then brings them back to it.
  const origin = returnPathFromState(location.state);
  return (
    <AuthLayout
      title="Create your Vemo account"
      subtitle="Turn your video demos into interactive demos."
      footer={
        <>
          Already have an account?{" "}
          <Link to="/login" state={location.state} className="font-medium text-indigo-600 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <SignInMethods
        googleLabel="Sign up with Google"
        returnTo={origin}
        passwordForm={<RegisterForm returnTo={origin} />}
      />
    </AuthLayout>
  );
}
