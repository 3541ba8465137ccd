import { Link } from "react-router";
import { Logo } from "../../../components/logo";
import { useSupportEmail } from "../../config/hooks/use-client-config";

export function LandingFooter() {
  const supportEmail = useSupportEmail();
  const year = new Date().getFullYear();

  return (
    <footer className="bg-slate-950 px-4 py-12 text-slate-300 sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <Logo tone="light" />
        <nav aria-label="Footer" className="flex flex-col gap-3 text-sm sm:flex-row sm:gap-8">
          <a href={`mailto:${supportEmail}`} className="hover:text-white hover:underline">
            {supportEmail}
          </a>
          <Link to="/privacypolicy" className="hover:text-white hover:underline">
            Privacy Policy
          </Link>
        </nav>
      </div>
      <p className="mx-auto mt-8 max-w-6xl border-t border-slate-800 pt-6 text-sm text-slate-400">
        © {year} Vemo. All rights reserved.
      </p>
    </footer>
  );
}
