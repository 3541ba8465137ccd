import { BenefitsSection } from "./benefits-section";
import { FaqSection } from "./faq-section";
import { FoundersNote } from "./founders-note";
import { HeroSection } from "./hero-section";
import { LandingFooter } from "./landing-footer";
import { StepsSection } from "./steps-section";

export function LandingPage() {
  return (
    <div className="min-h-screen bg-white">
      <main>
        <HeroSection />
        <StepsSection />
        <BenefitsSection />
        <FoundersNote />
        <FaqSection />
      </main>
      <LandingFooter />
    </div>
  );
}
