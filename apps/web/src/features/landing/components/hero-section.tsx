import { WELCOME_DEMO_VIDEO_PATH } from "@vemo/shared/rules/welcome-demo";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Reveal } from "../../../components/reveal";
import { LandingHeader } from "./landing-header";

export function HeroSection() {
  const navigate = useNavigate();
  // Without the video (missing file, blocked autoplay source) the gradient behind it is the background.
  const [hasVideoFailed, setHasVideoFailed] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    // The pre-rendered page autoplays for everyone; a visitor who asked for less motion gets a still frame.
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) videoRef.current?.pause();
  }, []);

  function handleGetStartedClick() {
    navigate("/create");
  }

  return (
    <section className="relative overflow-hidden bg-linear-to-br from-indigo-950 via-indigo-800 to-fuchsia-700">
      {!hasVideoFailed && (
        <video
          ref={videoRef}
          className="absolute inset-0 h-full w-full object-cover opacity-25 blur-sm"
          src={WELCOME_DEMO_VIDEO_PATH}
          autoPlay
          muted
          loop
          playsInline
          aria-hidden="true"
          onError={() => setHasVideoFailed(true)}
        />
      )}
      <LandingHeader />
      <Reveal className="relative z-10 mx-auto flex max-w-4xl flex-col items-center px-4 pt-20 pb-28 text-center sm:px-6 sm:pt-28 sm:pb-36">
        <h1 className="text-4xl font-bold tracking-tight text-white sm:text-6xl">
          Turn Your Video Demo Into Interactive Demo
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-indigo-100 sm:text-xl">
          Prospects ask questions while they watch, and AI answers in real time, jumping the video straight to the
          moment that shows it.
        </p>
        <button
          type="button"
          onClick={handleGetStartedClick}
          className="mt-10 rounded-xl bg-white px-8 py-3.5 text-base font-semibold text-indigo-700 shadow-lg hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          Get Started Now
        </button>
      </Reveal>
    </section>
  );
}
