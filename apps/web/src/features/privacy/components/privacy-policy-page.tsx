import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { Logo } from "../../../components/logo";
import { useSupportEmail } from "../../config/hooks/use-client-config";

function PolicySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="text-2xl font-semibold text-slate-900">{title}</h2>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

const homeButtonClass =
  "rounded-lg bg-indigo-600 px-5 py-2 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

export function PrivacyPolicyPage() {
  const navigate = useNavigate();
  const supportEmail = useSupportEmail();

  function handleHomeClick() {
    navigate("/");
  }

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-4xl items-center justify-between px-4 py-4 sm:px-6">
          <Logo />
          <button type="button" onClick={handleHomeClick} className={homeButtonClass}>
            Home
          </button>
        </div>
      </header>
      <main className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900">Privacy Policy</h1>
        <p className="mt-4 text-lg text-slate-600">
          This policy explains what information Vemo collects when you use our website and service, what we do with it,
          and the choices you have.
        </p>

        <PolicySection title="Information We Collect">
          <ul className="list-disc space-y-2 pl-6">
            <li>
              <strong>Account details:</strong> your name, e-mail address, profile picture and the organisation you
              create, as given to us directly or by the sign-in provider you choose.
            </li>
            <li>
              <strong>Videos and content:</strong> the video links, documents, website links and other material you add
              to a Vemo, and the transcripts and text we derive from them.
            </li>
            <li>
              <strong>Usage data:</strong> how demos are used, such as views, time spent, questions asked of the
              assistant and the answers given, and details a demo owner enters about the people they share a link with.
            </li>
            <li>
              <strong>Technical information:</strong> your browser type, device, IP address, and the logs and data kept
              in your browser's storage that keep you signed in and the service working.
            </li>
          </ul>
        </PolicySection>

        <PolicySection title="How We Use Your Information">
          <p>
            We use this information to provide and run Vemo: to create your demos, answer viewers' questions, show you
            analytics and summaries of engagement, process payments for paid plans, keep your account secure, respond to
            your requests, and improve the service. We send you service messages about your account and, if you agree,
            occasional news about Vemo.
          </p>
        </PolicySection>

        <PolicySection title="How We Share Your Information">
          <p>We do not sell your personal data.</p>
          <p>
            We share information only with service providers who help us run Vemo, such as hosting, payment and e-mail
            providers, under agreements that limit their use of it to the work they do for us, and where the law
            requires us to disclose it. Content you choose to share through a Vemo link is visible to the people who
            open that link.
          </p>
        </PolicySection>

        <PolicySection title="Your Choices">
          <p>You can at any time:</p>
          <ul className="list-disc space-y-2 pl-6">
            <li>access the personal information we hold about you;</li>
            <li>update your account details from your profile;</li>
            <li>
              delete your Vemos and your organisation from the dashboard, or ask us to delete your account and its data;
            </li>
            <li>opt out of marketing e-mail by using the unsubscribe link in any such message or by writing to us.</li>
          </ul>
        </PolicySection>

        <PolicySection title="Security">
          <p>
            We protect your information with encrypted connections, hashed passwords and tokens, and access limited to
            the people and systems that need it. No service can promise perfect security, so please keep your sign-in
            details private and tell us if you suspect your account has been misused.
          </p>
        </PolicySection>

        <PolicySection title="Contact Us">
          <p>
            Questions about this policy or your data? Write to us at{" "}
            <a href={`mailto:${supportEmail}`} className="font-medium text-indigo-600 hover:underline">
              {supportEmail}
            </a>
            .
          </p>
        </PolicySection>

        <div className="mt-14 flex justify-center">
          <button type="button" onClick={handleHomeClick} className={homeButtonClass}>
            Back to Home
          </button>
        </div>
      </main>
    </div>
  );
}
