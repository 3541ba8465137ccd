import { Link } from "react-router";
import { AuthLayout } from "./auth-layout";
import { RegisterForm } from "./register-form";
import { SignInMethods } from "./sign-in-methods";

export function RegisterPage() {
  return (
    <AuthLayout
      title="Create your Vemo account"
      subtitle="Turn your video demos into interactive demos."
      footer={
        <>
          Already have an account?{" "}
          <Link to="/login" className="font-medium text-indigo-600 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <SignInMethods googleLabel="Sign up with Google" returnTo={null} passwordForm={<RegisterForm />} />
    </AuthLayout>
  );
}
