import { VerifiedIcon } from './icons.tsx';
import { useTexts } from '../i18n/locale.tsx';

/** The tick beside a mobile number its seller proved with a code (product §6, "Verified numbers"), named for screen readers. */
export function PhoneTick({ className = 'h-4 w-4' }: { className?: string }) {
  const { PHONE_TEXTS } = useTexts();
  return <VerifiedIcon className={`${className} shrink-0 text-success`} label={PHONE_TEXTS.tick} />;
}
