import { useId, type ReactNode } from 'react';
import { LIMITS, type PaymentMethod } from '#shared/constants.ts';
import type { Catalogue } from '#shared/texts/catalogue.ts';
import { ChevronIcon } from '../../components/icons.tsx';
import { useTexts } from '../../i18n/locale.tsx';
import type { OtherMethod } from './useCheckout.ts';

/** A way to pay as its button names it: "bKash (sandbox)" for the sandbox's wallet page, "Pay on meet-up" for cash. */
const nameOf = (method: OtherMethod, bkashSandbox: boolean, { PAYMENT_TEXTS, METHOD_NAMES }: Catalogue): string => {
  const T = PAYMENT_TEXTS.methods;
  return method === 'cod' ? T.payOnMeetUp : method === 'bkash' && bkashSandbox ? T.bkashSandbox : METHOD_NAMES[method];
};

/** What each way to pay does, under its name. */
const aboutOf = (method: OtherMethod, { PAYMENT_TEXTS }: Catalogue): string => {
  const T = PAYMENT_TEXTS.methods;
  return method === 'cod' ? T.about.cod(LIMITS.cashHoldHours / 24) : T.about[method];
};

export interface MethodChoiceProps {
  /** The server's ways to pay (GET /config), in its order. */
  methods: readonly PaymentMethod[];
  /** The card form, open first when cards are offered. */
  card: ReactNode;
  /** Starts a payment by another way (useCheckout). */
  choose: (method: OtherMethod) => void;
  /** The way being started; every choice waits meanwhile. */
  chosen: OtherMethod | null;
  /** Why the last start was refused. */
  error: string | null;
  /** bKash is the sandbox's wallet page. */
  bkashSandbox?: boolean;
}

/**
 * The ways to pay of the payment page: the card form open first when cards are offered, else the first
 * way offered as the main choice; the others below it, under "Or pay another way".
 */
export function MethodChoice({ methods, card, choose, chosen, error, bkashSandbox = false }: MethodChoiceProps) {
  const texts = useTexts();
  const T = texts.PAYMENT_TEXTS.methods;
  const headingId = useId();
  const main = methods.includes('card') ? 'card' : methods[0];
  const others = methods.filter((m): m is OtherMethod => m !== 'card' && m !== main);
  const leaving = chosen === 'bkash' || chosen === 'sslcommerz';

  return (
    <div className="flex flex-col gap-6">
      {main === 'card'
        ? card
        : main && <MainChoice method={main} choose={choose} chosen={chosen} name={nameOf(main, bkashSandbox, texts)} />}
      {error && (
        <p role="alert" className="alert alert-error">
          {error}
        </p>
      )}
      {others.length > 0 && (
        <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-base-300 pt-5">
          <h2 id={headingId} className="text-lg font-semibold">
            {T.otherWays}
          </h2>
          <ul className="flex flex-col gap-4">
            {others.map((method) => (
              <li key={method}>
                <OtherWay method={method} choose={choose} chosen={chosen} name={nameOf(method, bkashSandbox, texts)} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="sr-only" aria-live="polite">
        {leaving ? T.leaving : ''}
      </p>
    </div>
  );
}

type ChoiceProps = { method: OtherMethod; choose: (method: OtherMethod) => void; chosen: OtherMethod | null; name: string };

/** The one way offered first when cards are not: its name, what it does, and a button to go on. */
function MainChoice({ method, choose, chosen, name }: ChoiceProps) {
  const texts = useTexts();
  const T = texts.PAYMENT_TEXTS.methods;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {name}
      </h2>
      <p className="text-base-content/80">{aboutOf(method, texts)}</p>
      <button type="button" className="btn btn-primary w-full" disabled={chosen !== null} onClick={() => choose(method)}>
        {chosen === method && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {method === 'cod' ? T.holdForCash : T.payWith(name)}
      </button>
    </section>
  );
}

/** Another way to pay: a button named for the way, what it does below it. */
function OtherWay({ method, choose, chosen, name }: ChoiceProps) {
  const texts = useTexts();
  const aboutId = useId();
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        className="btn btn-outline h-auto min-h-12 w-full justify-between py-2 text-left"
        aria-describedby={aboutId}
        disabled={chosen !== null}
        onClick={() => choose(method)}
      >
        <span>{name}</span>
        {chosen === method ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : (
          <ChevronIcon direction="right" className="h-5 w-5 shrink-0" />
        )}
      </button>
      <p id={aboutId} className="text-sm text-base-content/75">
        {aboutOf(method, texts)}
      </p>
    </div>
  );
}
