import { useParams } from "react-router";
import { usePageTitle } from "../components/use-page-title";
import { InvitationPage } from "../features/team/components/invitation-page";

export function Component() {
  usePageTitle("Invitation");
  return <InvitationPage token={useParams().token ?? ""} />;
}
