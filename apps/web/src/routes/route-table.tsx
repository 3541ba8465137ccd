import { Navigate } from "react-router";
import type { RouteObject } from "react-router";
import { PageSpinner } from "../components/page-spinner";
import { RouteError } from "../components/route-error";
import * as home from "./home";

// The landing page is in the entry bundle; every other screen loads on demand. /share/{token} is
// not here: it is its own page (share.html) with its own bundle.
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { path: "/", Component: home.Component },
      { path: "/privacypolicy", lazy: () => import("./privacy-policy") },
      { path: "/login", lazy: () => import("./login") },
      { path: "/register", lazy: () => import("./register") },
      { path: "/auth/callback", lazy: () => import("./auth-callback") },
      { path: "/invite/:token", lazy: () => import("./invite") },
      {
        lazy: () => import("./dashboard-layout"),
        children: [
          { path: "/overview", lazy: () => import("./overview") },
          { path: "/create", lazy: () => import("./create") },
          { path: "/vemos", lazy: () => import("./vemos") },
          { path: "/view-vemo/:id", lazy: () => import("./view-vemo") },
          { path: "/interactions", lazy: () => import("./interactions") },
          { path: "/customer-interactions", lazy: () => import("./customer-interactions") },
          { path: "/bulk-uploads", lazy: () => import("./bulk-uploads") },
          { path: "/profile", lazy: () => import("./profile") },
          { path: "/settings", lazy: () => import("./settings") },
          { path: "/pricing", lazy: () => import("./pricing") },
          { path: "/billing/test-checkout/:sessionId", lazy: () => import("./test-checkout") },
          { path: "/companies", lazy: () => import("./companies") },
          { path: "/test-runner", lazy: () => import("./test-runner") },
        ],
      },
      { path: "*", element: <Navigate to="/" replace /> },
    ],
  },
];
