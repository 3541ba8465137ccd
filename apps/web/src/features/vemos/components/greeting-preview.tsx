import { GREETING_TOKENS, greetingPreviews } from "@vemo/shared/rules/personal-greeting";

/** An example prospect, to show what a unique link's page reads. */
const EXAMPLE_PROSPECT = { name: "Bob Baker", company: "Bakery Inc" };

const usesTokens = (text: string) => GREETING_TOKENS.some((token) => text.includes(token));

/** Under the title and welcome message: how a prospect's link and the public link read them. */
export function GreetingPreview({ title, welcomeMessage }: { title: string; welcomeMessage: string }) {
  if (!usesTokens(title) && !usesTokens(welcomeMessage)) {
    return (
      <p className="text-sm text-slate-500">
        Greet each prospect by name: {GREETING_TOKENS.join(", ")} fill in from their unique link.
      </p>
    );
  }
  const titles = greetingPreviews(title, EXAMPLE_PROSPECT);
  const messages = greetingPreviews(welcomeMessage, EXAMPLE_PROSPECT);
  return (
    <dl aria-label="Greeting preview" className="grid gap-3 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-2">
      <div>
        <dt className="font-medium text-slate-700">On {EXAMPLE_PROSPECT.name}&rsquo;s link</dt>
        <dd className="font-semibold text-slate-900">{titles.prospectLink}</dd>
        <dd className="text-slate-700">{messages.prospectLink}</dd>
      </div>
      <div>
        <dt className="font-medium text-slate-700">On the public link</dt>
        <dd className="font-semibold text-slate-900">{titles.publicLink}</dd>
        <dd className="text-slate-700">{messages.publicLink}</dd>
      </div>
    </dl>
  );
}
