import { Link } from "react-router";
import { useGoogleCallback } from "../hooks/use-google-callback";

export function AuthCallbackPage() {
  const view = useGoogleCallback();

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      {view.isWorking ? (
        <div role="status" className="flex flex-col items-center gap-4 text-slate-700">
          <span
            className="h-10 w-10 animate-spin rounded-full border-4 border-indigo-200 border-t-indigo-600"
            aria-hidden="true"
          />
          <p>Completing sign in...</p>
        </div>
      ) : (
        <div
          role="alert"
          className="w-full max-w-md rounded-2xl border border-red-200 bg-white p-8 text-center shadow-sm"
        >
          <h1 className="text-xl font-semibold text-red-700">Authentication Error</h1>
          <p className="mt-3 text-slate-700">{view.message}</p>
          <Link to="/login" className="mt-6 inline-block font-medium text-indigo-600 hover:underline">
            Back to Login
          </Link>
        </div>
      )}
    </main>
  );
}
