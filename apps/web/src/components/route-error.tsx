import { isRouteErrorResponse, useRouteError } from "react-router";

function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Shown when a route fails to render or its code chunk fails to load. */
export function RouteError() {
  const error = useRouteError();
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-semibold text-red-700">Unexpected Application Error!</h1>
      <p className="mt-4 text-slate-700">{describeError(error)}</p>
      <a href="/" className="mt-6 inline-block text-indigo-600 underline">
        Go to the home page
      </a>
    </main>
  );
}
