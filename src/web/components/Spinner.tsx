import { useTexts } from '../i18n/locale.tsx';

/** The loading state shown while a read or a guard check runs. */
export function Spinner({ label }: { label?: string }) {
  const { LAYOUT_TEXTS } = useTexts();
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status" aria-live="polite">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="sr-only">{label ?? LAYOUT_TEXTS.loading}</span>
    </div>
  );
}
