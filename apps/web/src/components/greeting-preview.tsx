import { GREETING_TOKENS, greetingPreviews } from "@vemo/shared/rules/personal-greeting";

/** An example prospect, to show what a unique link's page reads. */
const EXAMPLE_PROSPECT = { name: "Bob Baker", company: "Bakery Inc" };

const usesTokens = (text: string) => GREETING_TOKENS.some((token) => text.includes(token));

/**
 * Under texts that may greet the prospect (a Vemo's title and welcome message, the CTA buttons'
 * text): how a prospect's link and the public link read them, the first text in bold.
 */
export function GreetingPreview({ texts }: { texts: readonly string[] }) {
  if (!texts.some(usesTokens)) {
    return (
      <p className="text-sm text-slate-500">
        Greet each prospect by name: {GREETING_TOKENS.join(", ")} fill in from their unique link.
      </p>
    );
  }
  const previews = texts.map((text) => greetingPreviews(text, EXAMPLE_PROSPECT));
  const column = (heading: string, link: "prospectLink" | "publicLink") => (
    <div>
      <dt className="font-medium text-slate-700">{heading}</dt>
      {previews.map((preview, index) => (
        <dd key={index} className={index === 0 ? "font-semibold text-slate-900" : "text-slate-700"}>
          {preview[link]}
        </dd>
      ))}
    </div>
  );
  return (
    <dl aria-label="Greeting preview" className="grid gap-3 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-2">
      {column(`On ${EXAMPLE_PROSPECT.name}’s link`, "prospectLink")}
      {column("On the public link", "publicLink")}
    </dl>
  );
}
