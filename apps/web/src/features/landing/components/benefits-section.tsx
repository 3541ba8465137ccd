import { Reveal } from "../../../components/reveal";

const BENEFITS = [
  {
    title: "Save Time",
    text: "Record the walkthrough once. Vemo handles the repeat questions, so your team spends its calls on the deals that are ready to move.",
  },
  {
    title: "Increase Engagement",
    text: "Viewers stop being an audience and start a conversation: they ask, the video answers, and they stay to the end.",
  },
  {
    title: "Better Conversions",
    text: "See which prospects watched, how long they stayed and what they asked, and follow up with the answer they were looking for.",
  },
] as const;

export function BenefitsSection() {
  return (
    <section className="bg-slate-50 px-4 py-20 sm:px-6">
      <Reveal className="mx-auto max-w-3xl text-center">
        <h2 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Why Choose Us</h2>
        <p className="mt-4 text-lg text-slate-600">A demo that works for you between meetings.</p>
      </Reveal>
      <div className="mx-auto mt-14 grid max-w-6xl gap-8 md:grid-cols-3">
        {BENEFITS.map((benefit) => (
          <Reveal key={benefit.title} className="rounded-2xl bg-white p-8 shadow-sm">
            <h3 className="text-xl font-semibold text-indigo-700">{benefit.title}</h3>
            <p className="mt-3 text-slate-600">{benefit.text}</p>
          </Reveal>
        ))}
      </div>
    </section>
  );
}
