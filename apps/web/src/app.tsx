import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createBrowserRouter, RouterProvider } from "react-router";
import { usePreviewHostRedirect } from "./features/config/hooks/use-preview-host-redirect";
import { routes } from "./routes/route-table";

const queryClient = new QueryClient();
const router = createBrowserRouter(routes);

function PreviewHostRedirect() {
  usePreviewHostRedirect();
  return null;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <PreviewHostRedirect />
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
