import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { RouterProvider } from "react-router";
import type { DataRouter } from "react-router";
import { usePreviewHostRedirect } from "./features/config/hooks/use-preview-host-redirect";

const queryClient = new QueryClient();

function PreviewHostRedirect() {
  usePreviewHostRedirect();
  return null;
}

/** The whole app on a router: the browser's in main.tsx, a memory router when the landing page is pre-rendered. */
export function App({ router }: { router: DataRouter }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <PreviewHostRedirect />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}
