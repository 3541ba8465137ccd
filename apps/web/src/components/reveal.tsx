import { useLayoutEffect, useRef, useState } from "react";
import type { ReactNode } from "react";

/** The landing page's reveal animation, as the spec sets it. */
const REVEAL = {
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

/**
 * Fades and slides its content up once it is about 10% visible, once only. It renders visible (the
 * pre-rendered page, no JavaScript, no IntersectionObserver, reduced motion); only content below the
 * fold is hidden, before the first paint, to wait for its scroll into view.
 */
export function Reveal({ children, className }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [isHidden, setIsHidden] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !canAnimate() || element.getBoundingClientRect().top < window.innerHeight) return;
    setIsHidden(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsHidden(false);
          observer.disconnect();
        }
      },
      { threshold: REVEAL.threshold, rootMargin: REVEAL.rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const transition = `opacity ${REVEAL.durationSeconds}s ${REVEAL.easing}, transform ${REVEAL.durationSeconds}s ${REVEAL.easing}`;
  return (
    <div
      ref={ref}
      className={className}
      style={{
        opacity: isHidden ? 0 : 1,
        transform: isHidden ? `translateY(${REVEAL.offsetPx}px)` : "none",
        transition,
      }}
    >
      {children}
    </div>
  );
}
