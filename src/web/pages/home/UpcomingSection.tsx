import { brandColors } from '../../components/brandColors.ts';
import { useTexts } from '../../i18n/locale.tsx';
import { SectionHeader } from './SectionHeader.tsx';

/** product §1 item 5: laptops on their way, marked Coming Soon, price 'Announce latter'. */
export function UpcomingSection() {
  const { HOME_TEXTS } = useTexts();
  const t = HOME_TEXTS.upcoming;
  return (
    <section aria-labelledby="upcoming-title">
      <SectionHeader id="upcoming-title" title={t.title} subtitle={t.subtitle} />
      <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
        {t.items.map((item) => {
          const color = brandColors(item.brand);
          return (
            <li key={item.model}>
              <article className="card h-full border border-base-300 bg-base-100 shadow-sm">
                <figure className="relative aspect-[4/3] rounded-t-box" style={{ backgroundColor: color.light }}>
                  <UpcomingArt color={color.dark} brand={item.brand} />
                  <span className="badge badge-accent badge-sm absolute top-2 left-2 font-semibold sm:badge-md sm:top-3 sm:left-3">
                    {HOME_TEXTS.upcoming.comingSoon}
                  </span>
                </figure>
                <div className="card-body gap-1 p-3 sm:p-5">
                  <p className="text-sm font-medium text-base-content/75">{item.brand}</p>
                  <h3 className="card-title text-base sm:text-lg">{item.model}</h3>
                  <p className="text-xs sm:text-sm">{item.spec}</p>
                  <p className="mt-2 text-sm">
                    {t.priceLabel}: <span className="font-semibold text-accent">{HOME_TEXTS.upcoming.announceLater}</span>
                  </p>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function UpcomingArt({ color, brand }: { color: string; brand: string }) {
  return (
    <svg viewBox="0 0 320 240" className="h-full w-full" aria-hidden="true">
      <rect x="70" y="50" width="180" height="118" rx="10" fill="#111827" />
      <rect x="80" y="60" width="160" height="98" rx="4" fill={color} />
      <text x="160" y="116" textAnchor="middle" fontSize="22" fontWeight="700" fill="#ffffff">
        {brand}
      </text>
      <path d="M46 172 H274 L288 190 Q290 196 282 196 H38 Q30 196 32 190 Z" fill="#9ca3af" />
      <text x="160" y="150" textAnchor="middle" fontSize="26" fill="#ffffff" opacity="0.85">
        ?
      </text>
    </svg>
  );
}
