import { useId, type ReactNode } from 'react';
import { LIMITS, type PaymentMethod } from '#shared/constants.ts';
import { METHOD_NAMES } from '#shared/texts/deals.ts';
import { PAYMENT_TEXTS } from '#shared/texts/payment.ts';
import { ChevronIcon } from '../../components/icons.tsx';
import type { OtherMethod } from './useCheckout.ts';

const T = PAYMENT_TEXTS.methods;

/** What each way to pay does, under its name. */
const aboutOf = (method: OtherMethod): string => (method === 'cod' ? T.about.cod(LIMITS.cashHoldHours / 24) : T.about[method]);

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
}

/**
 * The ways to pay of the payment page: the card form open first when cards are offered, else the first
 * way offered as the main choice; the others below it, under "Or pay another way".
 */
export function MethodChoice({ methods, card, choose, chosen, error }: MethodChoiceProps) {
  const headingId = useId();
  const main = methods.includes('card') ? 'card' : methods[0];
  const others = methods.filter((m): m is OtherMethod => m !== 'card' && m !== main);
  const leaving = chosen === 'bkash' || chosen === 'sslcommerz';

  return (
    <div className="flex flex-col gap-6">
      {main === 'card' ? card : main && <MainChoice method={main} choose={choose} chosen={chosen} />}
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
                <OtherWay method={method} choose={choose} chosen={chosen} />
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

type ChoiceProps = { method: OtherMethod; choose: (method: OtherMethod) => void; chosen: OtherMethod | null };

/** The one way offered first when cards are not: its name, what it does, and a button to go on. */
function MainChoice({ method, choose, chosen }: ChoiceProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {METHOD_NAMES[method]}
      </h2>
      <p className="text-base-content/80">{aboutOf(method)}</p>
      <button type="button" className="btn btn-primary w-full" disabled={chosen !== null} onClick={() => choose(method)}>
        {chosen === method && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {method === 'cod' ? T.holdForCash : T.payWith(METHOD_NAMES[method])}
      </button>
    </section>
  );
}

/** Another way to pay: a button named for the way, what it does below it. */
function OtherWay({ method, choose, chosen }: ChoiceProps) {
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
        <span>{METHOD_NAMES[method]}</span>
        {chosen === method ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : (
          <ChevronIcon direction="right" className="h-5 w-5 shrink-0" />
        )}
      </button>
      <p id={aboutId} className="text-sm text-base-content/75">
        {aboutOf(method)}
      </p>
    </div>
  );
}
