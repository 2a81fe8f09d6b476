import { VerifiedIcon } from './icons.tsx';
import { useTexts } from '../i18n/locale.tsx';

/** "Verified seller" beside a seller's name on their product's page and on their profile. */
export function SellerBadge({ verified }: { verified: boolean }) {
  const { SELLER_TEXTS } = useTexts();
  if (!verified) return <span className="badge badge-ghost badge-sm text-base-content/80">{SELLER_TEXTS.notVerified}</span>;
  return (
    <span className="badge badge-sm gap-1 border-info/30 bg-info/10 font-medium text-info">
      <VerifiedIcon className="h-3.5 w-3.5" />
      {SELLER_TEXTS.verified}
    </span>
  );
}
