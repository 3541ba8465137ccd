import { useId, useState } from "react";
import { Reveal } from "../../../components/reveal";

const FAQS = [
  {
    question: "What is Vemo?",
    answer:
      "Vemo turns a recorded product demo into an interactive one. Viewers watch your video and ask questions in a chat beside it; an AI assistant answers from your video, documents and web pages and moves the video to the part that shows the answer.",
  },
  {
    question: "How does it work?",
    answer:
      "You add a video link and, if you like, PDFs and website links. Vemo processes the transcript and the documents, and gives you a page to preview and share. Every question a viewer asks is answered from that content, with the matching moment in the video.",
  },
  {
    question: "Who is it for?",
    answer:
      "Sales, marketing and customer teams at software companies who send demos to prospects, and also founders, educators and anyone whose recorded walkthroughs keep raising the same questions.",
  },
  {
    question: "Do I need technical setup?",
    answer:
      "No. There is nothing to install or embed. Paste your links, upload your documents and share the link Vemo gives you; it opens in any browser.",
  },
  {
    question: "What's the benefit?",
    answer:
      "Prospects get answers the moment they have a question instead of waiting for a call, and you see who watched, for how long and what they asked, so you know whom to follow up with and what to say.",
  },
] as const;

export function FaqSection() {
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  function handleToggle(index: number) {
    setOpenIndex((current) => (current === index ? null : index));
  }

  return (
    <section className="bg-slate-50 px-4 py-20 sm:px-6">
      <Reveal className="mx-auto max-w-3xl">
        <h2 className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Frequently Asked Questions
        </h2>
        <div className="mt-12 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm">
          {FAQS.map((faq, index) => {
            const isOpen = openIndex === index;
            const panelId = `${baseId}-panel-${index}`;
            return (
              <div key={faq.question}>
                <h3>
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => handleToggle(index)}
                    className="flex w-full items-center justify-between gap-4 px-6 py-5 text-left text-lg font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
                  >
                    {faq.question}
                    <span
                      aria-hidden="true"
                      className={`text-2xl text-indigo-600 transition-transform ${isOpen ? "rotate-45" : ""}`}
                    >
                      +
                    </span>
                  </button>
                </h3>
                <div
                  id={panelId}
                  role="region"
                  aria-label={faq.question}
                  hidden={!isOpen}
                  className="px-6 pb-5 text-slate-600"
                >
                  {faq.answer}
                </div>
              </div>
            );
          })}
        </div>
      </Reveal>
    </section>
  );
}
