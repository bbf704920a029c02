import { Achievements } from "../features/public/landing/Achievements";
import { Hero } from "../features/public/landing/Hero";
import { RateUsBand } from "../features/public/landing/RateUsBand";
import { Services } from "../features/public/landing/Services";
import { Testimonials } from "../features/public/landing/Testimonials";

/** The landing page of SPEC §2: light on purpose (no images, no schemas), it is most visitors' first load. */
export default function LandingPage() {
  return (
    <>
      <Hero />
      <Services />
      <Achievements />
      <Testimonials />
      <RateUsBand />
    </>
  );
}
