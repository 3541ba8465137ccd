import { Reveal } from "../../../components/reveal";

const STEPS = [
  {
    title: "Upload",
    text: "Paste a YouTube or Loom link to the demo you already recorded, and add the PDFs and web pages that explain your product.",
  },
  {
    title: "Create",
    text: "Vemo reads the transcript and your documents and builds an assistant that knows your product and where each topic appears in the video.",
  },
  {
    title: "Share",
    text: "Send one public link, or a personal link to each prospect, and see who watched and what they wanted to know.",
  },
] as const;

export function StepsSection() {
  return (
    <section className="bg-white px-4 py-20 sm:px-6">
      <Reveal className="mx-auto max-w-3xl text-center">
        <h2 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Upload. Create. Share.</h2>
        <p className="mt-4 text-lg text-slate-600">
          From a recorded walkthrough to a demo that talks back, in three steps.
        </p>
      </Reveal>
      <ol className="mx-auto mt-14 grid max-w-6xl gap-8 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title}>
            <Reveal className="h-full rounded-2xl border border-slate-200 p-8 shadow-sm">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-indigo-600 font-semibold text-white">
                {index + 1}
              </span>
              <h3 className="mt-5 text-xl font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-3 text-slate-600">{step.text}</p>
            </Reveal>
          </li>
        ))}
      </ol>
    </section>
  );
}
