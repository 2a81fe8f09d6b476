import { StarIcon } from '../../components/icons.tsx';
import { useTexts } from '../../i18n/locale.tsx';
import { SectionHeader } from './SectionHeader.tsx';

/** product §1 item 7: four customer reviews. */
export function ReviewsSection() {
  const { HOME_TEXTS } = useTexts();
  const t = HOME_TEXTS.reviews;
  return (
    <section aria-labelledby="reviews-title">
      <SectionHeader id="reviews-title" title={t.title} />
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {t.items.map((review) => (
          <li key={review.name}>
            <figure className="flex h-full flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-6 shadow-sm">
              <p className="flex gap-0.5 text-accent">
                <span className="sr-only">{t.rating(review.stars)}</span>
                {Array.from({ length: 5 }, (_, i) => (
                  <StarIcon key={i} filled={i < review.stars} />
                ))}
              </p>
              <blockquote className="flex-1 leading-relaxed">“{review.text}”</blockquote>
              <figcaption className="flex items-center gap-3">
                <span
                  className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-secondary font-bold text-secondary-content"
                  aria-hidden="true"
                >
                  {review.name.charAt(0)}
                </span>
                <span className="flex flex-col">
                  <span className="font-semibold">{review.name}</span>
                  <span className="text-sm text-base-content/75">{review.place}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
