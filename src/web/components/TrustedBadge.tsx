import { ShieldIcon } from './icons.tsx';
import { useTexts } from '../i18n/locale.tsx';

/**
 * "Trusted seller", beside the admins' Verified badge (SellerBadge): earned by sales and reviews, never given
 * (product §4, "Reviews"). Nothing for a seller who has not earned it, or has lost it.
 */
export function TrustedBadge({ trusted }: { trusted: boolean }) {
  const { REVIEW_TEXTS } = useTexts();
  if (!trusted) return null;
  return (
    <span className="badge badge-sm gap-1 border-emerald-700/30 bg-emerald-50 font-medium text-emerald-800">
      <ShieldIcon className="h-3.5 w-3.5" />
      {REVIEW_TEXTS.trusted.badge}
    </span>
  );
}

/** The line that says what the badge takes, under it. */
export function TrustedMeaning({ trusted, className = '' }: { trusted: boolean; className?: string }) {
  const { REVIEW_TEXTS } = useTexts();
  if (!trusted) return null;
  return <p className={`text-xs text-base-content/75 ${className}`}>{REVIEW_TEXTS.trusted.meaning}</p>;
}
