import { ExchangeIcon, ReplaceIcon, SparkleIcon, TruckIcon } from '../../components/icons.tsx';
import { useTexts } from '../../i18n/locale.tsx';
import { SectionHeader } from './SectionHeader.tsx';

const ICONS = [ReplaceIcon, SparkleIcon, TruckIcon, ExchangeIcon];

/** product §1 item 6: why buy here. */
export function WhySection() {
  const { HOME_TEXTS } = useTexts();
  const t = HOME_TEXTS.why;
  return (
    <section aria-labelledby="why-title" className="rounded-box bg-base-200 px-4 py-10 sm:px-8">
      <SectionHeader id="why-title" title={t.title} subtitle={t.subtitle} />
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {t.items.map((item, i) => {
          const Icon = ICONS[i] ?? SparkleIcon;
          return (
            <li key={item.title} className="flex flex-col items-center gap-3 rounded-box bg-base-100 p-6 text-center shadow-sm">
              <span className="flex h-14 w-14 items-center justify-center rounded-full bg-primary text-primary-content">
                <Icon />
              </span>
              <h3 className="text-lg font-bold">{item.title}</h3>
              <p className="text-sm text-base-content/80">{item.body}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
