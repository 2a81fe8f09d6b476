import { Link } from 'react-router';
import type { SellerSummary } from '#shared/schemas/users.ts';
import { SellerAvatar } from '../../components/SellerAvatar.tsx';
import { SellerBadge } from '../../components/SellerBadge.tsx';
import { TrustedBadge, TrustedMeaning } from '../../components/TrustedBadge.tsx';
import { useSellerStanding } from '../../reviews/SellerReviews.tsx';
import { RatingSummary } from '../../reviews/Stars.tsx';
import { useFormat, useLangOf, useTexts } from '../../i18n/locale.tsx';
import { paths } from '../../paths.ts';

/** Who sells the laptop, with the badge an admin gives and the one they earned, their rating, and the way to everything else they sell. */
export function SellerBox({ seller }: { seller: SellerSummary }) {
  const { SELLER_TEXTS: t } = useTexts();
  const standing = useSellerStanding(seller.id);
  const trusted = standing?.trusted ?? false;
  const format = useFormat();
  const langOf = useLangOf();
  return (
    <section aria-labelledby="seller-heading" className="rounded-box border border-base-300 bg-base-100 p-4 sm:p-5">
      <h2 id="seller-heading" className="text-sm font-medium text-base-content/75">
        {t.title}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <SellerAvatar name={seller.name} />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Link to={paths.seller(seller.id)} lang={langOf(seller.name)} className="link link-hover text-lg font-semibold break-words">
              {seller.name}
            </Link>
            <SellerBadge verified={seller.verified} />
            <TrustedBadge trusted={trusted} />
          </p>
          <p className="text-sm text-base-content/75">{t.memberSince(format.month(seller.memberSince))}</p>
          {standing && <RatingSummary average={standing.average} count={standing.count} />}
        </div>
      </div>
      <TrustedMeaning trusted={trusted} className="mt-3" />
      <Link to={paths.seller(seller.id)} className="btn btn-outline btn-sm mt-4 w-full">
        {t.viewProfile}
      </Link>
    </section>
  );
}
