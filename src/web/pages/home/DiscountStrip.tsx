import { useState } from 'react';
import { DISCOUNTS } from '#shared/constants.ts';
import { PauseIcon, PlayIcon } from '../../components/icons.tsx';
import { useFormat, useTexts } from '../../i18n/locale.tsx';

/**
 * One run of offers. The second run, which only makes the loop seamless, draws its words from CSS
 * so that the page holds each offer's text once.
 */
function Offers({ copy = false }: { copy?: boolean }) {
  const format = useFormat();
  const text = (value: string) => (copy ? <span data-text={value} className="before:content-[attr(data-text)]" /> : value);
  return (
    <ul className="flex shrink-0 items-center gap-4 pr-4" aria-hidden={copy || undefined}>
      {DISCOUNTS.map((d) => (
        <li
          key={d.brand}
          className="flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold whitespace-nowrap sm:text-base"
        >
          <span>{text(d.brand)}</span>{' '}
          <span className="rounded-full bg-accent px-2 py-0.5 text-accent-content">{text(`${format.number(d.percent)}%`)}</span>
        </li>
      ))}
    </ul>
  );
}

/** product §1 item 4: the brand offers scroll by; hover, focus or the button pauses them, and reduced motion stops them. */
export function DiscountStrip() {
  const { HOME_TEXTS } = useTexts();
  const t = HOME_TEXTS.discounts;
  const [paused, setPaused] = useState(false);
  return (
    <section
      aria-labelledby="discounts-title"
      className="discount-strip overflow-hidden rounded-box bg-neutral text-neutral-content"
      data-paused={paused}
    >
      <div className="flex items-center justify-between gap-3 px-4 pt-4 sm:px-6">
        <h2 id="discounts-title" className="text-lg font-bold sm:text-xl">
          {t.title}
        </h2>
        <button
          type="button"
          className="discount-toggle btn btn-circle btn-ghost btn-sm text-neutral-content"
          aria-pressed={paused}
          aria-label={paused ? t.play : t.pause}
          onClick={() => setPaused((p) => !p)}
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
        </button>
      </div>
      <div className="overflow-hidden py-4">
        <div className="discount-track">
          <Offers />
          <Offers copy />
        </div>
      </div>
    </section>
  );
}
