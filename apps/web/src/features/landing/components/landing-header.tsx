import { Link, useNavigate } from "react-router";
import { Logo } from "../../../components/logo";
import { useSignedInUser } from "../../auth/session-storage";

const buttonClass =
  "rounded-lg bg-white px-5 py-2 text-sm font-semibold text-indigo-700 shadow hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

export function LandingHeader() {
  const navigate = useNavigate();
  const { isSignedIn, email } = useSignedInUser();

  function handleLoginClick() {
    navigate("/login", { state: { from: "/" } });
  }

  function handleDashboardClick() {
    navigate("/overview");
  }

  return (
    <header className="relative z-10 mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-5 sm:px-6">
      <Link to="/" aria-label="Vemo home" className="rounded-lg focus-visible:outline-2 focus-visible:outline-white">
        <Logo tone="light" />
      </Link>
      {isSignedIn ? (
        <div className="flex min-w-0 items-center gap-4">
          {email && (
            <Link
              to="/profile"
              className="max-w-[45vw] truncate text-sm text-white/90 hover:text-white hover:underline"
            >
              {email}
            </Link>
          )}
          <button type="button" onClick={handleDashboardClick} className={buttonClass}>
            Dashboard
          </button>
        </div>
      ) : (
        <button type="button" onClick={handleLoginClick} className={buttonClass}>
          Login
        </button>
      )}
    </header>
  );
}
