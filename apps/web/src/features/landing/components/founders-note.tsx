import { Reveal } from "../../../components/reveal";

export function FoundersNote() {
  return (
    <section className="bg-white px-4 py-20 sm:px-6">
      <Reveal className="mx-auto max-w-3xl rounded-2xl bg-indigo-950 px-8 py-12 text-indigo-50 sm:px-12">
        <h2 className="text-2xl font-bold text-white sm:text-3xl">A Note From Our Founders</h2>
        <div className="mt-6 space-y-4 text-lg leading-relaxed">
          <p>
            We spent years giving the same product demo again and again. The recording was always there, but a recording
            cannot hear the question a prospect has at minute three, so the question waited for the next call, or was
            never asked at all.
          </p>
          <p>
            We built Vemo so that a demo can listen. Every answer comes from your own video and documents, and points to
            the moment that shows it. We hope it gives your prospects the answers they need and gives you back your
            calendar.
          </p>
        </div>
        <p className="mt-8 font-semibold text-white">— The Vemo founders</p>
      </Reveal>
    </section>
  );
}
