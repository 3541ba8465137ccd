import { Navigate } from "react-router";

/** The spec lists both paths; the side menu's Interactions is /customer-interactions. */
export function Component() {
  return <Navigate to="/customer-interactions" replace />;
}
