import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ClientConfigResponse } from "@vemo/shared/contracts/client-config";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { RouteObject } from "react-router";
import { clientConfigQueryKey } from "./features/config/hooks/use-client-config";

export const testClientConfig: ClientConfigResponse = {
  publicUrl: "http://localhost:3000",
  previewHosts: [],
  supportEmail: "help@vemo.test",
  googleSignIn: true,
};

/** Renders routes in a memory router with the client configuration already loaded (no network). */
export function renderRoutes(routes: RouteObject[], initialPath = "/") {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(clientConfigQueryKey, testClientConfig);
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

export function storeSession(user: string = JSON.stringify({ email: "jane@acme.test", first_name: "Jane", last_name: "Doe" })) {
  localStorage.setItem("accessToken", "access-token");
  localStorage.setItem("refreshToken", "refresh-token");
  localStorage.setItem("user", user);
}
