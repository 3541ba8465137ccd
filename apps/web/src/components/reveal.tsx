import { useEffect, useRef, useState } from "react";
import type { ReactNode } from "react";

/** The landing page's reveal animation, as the spec sets it. */
export const REVEAL = {
  threshold: 0.1,
  rootMargin: "0px 0px -50px 0px",
  offsetPx: 40,
  durationSeconds: 0.3,
  easing: "ease-out",
} as const;

function canAnimate(): boolean {
  if (typeof IntersectionObserver === "undefined") return false;
  return !(typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches);
}

type RevealProps = { children: ReactNode; className?: string };

/** Fades and slides its content up once it is about 10% visible, once only. */
export function Reveal({ children, className }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [isVisible, setIsVisible] = useState(() => !canAnimate());

  useEffect(() => {
    const element = ref.current;
    if (isVisible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsVisible(true);
          observer.disconnect();
        }
      },
      { threshold: REVEAL.threshold, rootMargin: REVEAL.rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isVisible]);

  const transition = `opacity ${REVEAL.durationSeconds}s ${REVEAL.easing}, transform ${REVEAL.durationSeconds}s ${REVEAL.easing}`;
  return (
    <div
      ref={ref}
      className={className}
      style={{
        opacity: isVisible ? 1 : 0,
        transform: isVisible ? "none" : `translateY(${REVEAL.offsetPx}px)`,
        transition,
      }}
    >
      {children}
    </div>
  );
}
