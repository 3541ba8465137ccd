import { useNavigate } from "react-router";
import { useSignOut } from "../../features/auth/hooks/use-sign-out";
import { ConfirmDialog } from "../confirm-dialog";

export function LogoutDialog({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const signOut = useSignOut();

  function handleConfirm() {
    signOut();
    navigate("/login");
  }

  return (
    <ConfirmDialog
      title="Confirm Logout"
      message="Are you sure you want to logout? You will need to sign in again to access your account."
      confirmLabel="Logout"
      onConfirm={handleConfirm}
      onCancel={onCancel}
    />
  );
}
