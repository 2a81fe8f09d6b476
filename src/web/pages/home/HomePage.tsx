import { AboutSection } from './AboutSection.tsx';
import { AdvertisedSection } from './AdvertisedSection.tsx';
import { Banner } from './Banner.tsx';
import { CategoriesSection } from './CategoriesSection.tsx';
import { ContactSection } from './ContactSection.tsx';
import { DiscountStrip } from './DiscountStrip.tsx';
import { ReviewsSection } from './ReviewsSection.tsx';
import { UpcomingSection } from './UpcomingSection.tsx';
import { WhySection } from './WhySection.tsx';

/** product §1: the nine home page sections, in order. */
export default function HomePage() {
  return (
    <div className="flex flex-col gap-14 sm:gap-20">
      <Banner />
      <AdvertisedSection />
      <CategoriesSection />
      <DiscountStrip />
      <UpcomingSection />
      <WhySection />
      <ReviewsSection />
      <AboutSection />
      <ContactSection />
    </div>
  );
}
