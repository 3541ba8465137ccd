import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useLocation, useNavigate } from "react-router";
import { ROLE_LABELS } from "@vemo/shared/rules/team";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { errorMessage, retryUnlessClientError } from "../../../lib/api-client";
import { AuthLayout } from "../../auth/components/auth-layout";
import { useHasStoredTokens } from "../../auth/session-storage";
import { acceptInvitation, fetchInvitation } from "../api";

/** /invite/{token}: who invites whom to what; signed in as the invited address, one click joins. */
export function InvitationPage({ token }: { token: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isSignedIn = useHasStoredTokens();
  const invitation = useQuery({
    queryKey: ["invitation", token],
    queryFn: () => fetchInvitation(token),
    retry: retryUnlessClientError,
  });
  const accept = useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      await navigate("/vemos", { replace: true });
    },
  });
  const preview = invitation.data?.data;
  const back = { from: location.pathname };

  return (
    <AuthLayout
      title={preview ? `Join ${preview.organization} on Vemo` : "Invitation"}
      subtitle={
        preview
          ? `${preview.invitedBy ?? "A teammate"} invited ${preview.email} as ${ROLE_LABELS[preview.role].toLowerCase()}.`
          : ""
      }
      footer={<Link to="/">Vemo</Link>}
    >
      {invitation.isError && (
        <Notice tone="error">{errorMessage(invitation.error, "This invitation could not be loaded")}</Notice>
      )}
      {preview && isSignedIn && (
        <div className="space-y-3">
          <button
            type="button"
            className={primaryButtonClass}
            disabled={accept.isPending}
            onClick={() => accept.mutate()}
          >
            Accept invitation
          </button>
          {accept.isError && (
            <Notice tone="error">{errorMessage(accept.error, "The invitation could not be accepted")}</Notice>
          )}
        </div>
      )}
      {preview && !isSignedIn && (
        <div className="space-y-3">
          <p className="text-sm text-slate-600">Sign in or create an account with {preview.email} to accept.</p>
          <div className="flex gap-3">
            <Link to="/register" state={back} className={primaryButtonClass}>
              Create account
            </Link>
            <Link to="/login" state={back} className={secondaryButtonClass}>
              Sign in
            </Link>
          </div>
        </div>
      )}
    </AuthLayout>
  );
}
