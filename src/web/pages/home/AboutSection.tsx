import { useTexts } from '../../i18n/locale.tsx';

/** product §1 item 8: about Market, 30000+ sellers and buyers over 10 years. */
export function AboutSection() {
  const { HOME_TEXTS } = useTexts();
  const t = HOME_TEXTS.about;
  return (
    <section
      aria-labelledby="about-title"
      className="grid items-center gap-8 rounded-box bg-secondary px-6 py-10 text-secondary-content sm:px-10 lg:grid-cols-2"
    >
      <div>
        <h2 id="about-title" className="text-2xl font-bold sm:text-3xl">
          {t.title}
        </h2>
        <p className="mt-3 leading-relaxed">{t.body}</p>
      </div>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {t.stats.map((s) => (
          <div key={s.label} className="flex flex-col-reverse items-center rounded-box border border-white/40 p-4 text-center">
            <dt className="text-sm">{s.label}</dt>
            <dd className="text-3xl font-extrabold">{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
