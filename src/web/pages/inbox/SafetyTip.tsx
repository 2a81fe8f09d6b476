import { useTexts } from '../../i18n/locale.tsx';

/** The tip pinned at the top of every conversation (product §7, "Safety"). */
export function SafetyTip() {
  const { SAFETY_TEXTS: t } = useTexts();
  return (
    <aside aria-label={t.title} className="rounded-box border border-warning/40 bg-warning/10 px-4 py-3 text-sm">
      <p className="font-semibold">{t.title}</p>
      <ul className="mt-1 list-disc pl-5">
        {t.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </aside>
  );
}

/** The same warning again, beside a message that mentions what the scams rely on. */
export function RiskWarning() {
  const { SAFETY_TEXTS: t } = useTexts();
  return (
    <p role="note" className="mt-1 max-w-md rounded-lg border border-warning/40 bg-warning/10 px-3 py-1.5 text-xs font-medium">
      {t.warning}
    </p>
  );
}
