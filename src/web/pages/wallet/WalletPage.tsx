import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { Catalogue } from '#shared/texts/catalogue.ts';
import { ApiError, errorMessage } from '../../api/http.ts';
import { useAnswerWallet } from '../../api/mutations/payments.ts';
import { walletPaymentQuery } from '../../api/payments.ts';
import { DocumentHead } from '../../components/DocumentHead.tsx';
import { Field } from '../../components/Field.tsx';
import { useFormat, useTexts } from '../../i18n/locale.tsx';
import { paths } from '../../paths.ts';
import { stepDigits, stepProblem, WALLET_STEPS, type WalletStepName, type WalletValues } from './walletSteps.ts';

/** The sandbox's refusals the catalogue words; another code reads as the generic failure. */
const refusalText = (code: string, { PAYMENT_TEXTS }: Catalogue): string => {
  const W = PAYMENT_TEXTS.wallet;
  return Object.hasOwn(W.refusals, code) ? W.refusals[code as keyof typeof W.refusals] : PAYMENT_TEXTS.checkout.failed;
};

/**
 * The sandbox wallet's page (architecture §7): where a sandbox bKash payment is approved, dressed as a
 * mobile wallet's checkout. No sign-in, as at the wallet: the payment's id is the only key. The three
 * steps are checked here; the answer goes to the server once, at the end, and the browser follows its
 * answer back to Market, which learns the outcome from the wallet itself.
 */
export default function WalletPage() {
  const texts = useTexts();
  const W = texts.PAYMENT_TEXTS.wallet;
  const { id = '' } = useParams();
  const payment = useQuery(walletPaymentQuery(id));

  return (
    <div className="min-h-dvh bg-[#fbe7f0] px-4 py-6 sm:py-12">
      <DocumentHead />
      <main className="mx-auto flex w-full max-w-sm flex-col gap-4">
        <article aria-labelledby="wallet-title" className="overflow-hidden rounded-2xl bg-base-100 shadow-xl">
          <header className="flex items-center justify-between gap-3 bg-[#e2136e] px-5 py-4 text-white">
            <h1 id="wallet-title" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
              {W.brand}
              <span className="rounded-full border border-white/80 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide">
                {W.sandbox}
              </span>
            </h1>
            <WalletMark />
          </header>
          {payment.isPending ? (
            <div className="flex justify-center p-10">
              <span className="loading loading-spinner loading-lg text-[#e2136e]" aria-hidden="true" />
            </div>
          ) : payment.isError ? (
            <Ended
              message={payment.error instanceof ApiError && payment.error.status === 404 ? W.notFound : errorMessage(payment.error, texts)}
            />
          ) : (
            <>
              <Summary amount={payment.data.amount} invoice={payment.data.invoice} />
              {payment.data.open ? <Steps paymentId={payment.data.paymentId} /> : <Ended message={W.answered} />}
            </>
          )}
        </article>
        {payment.data && <p className="px-1 text-sm text-base-content/80">{W.testMode(payment.data.amount)}</p>}
      </main>
    </div>
  );
}

/** A wallet's own mark in the header: drawn, not a word, so it says nothing to a screen reader. */
function WalletMark() {
  return (
    <svg viewBox="0 0 32 32" className="h-9 w-9 shrink-0" aria-hidden="true">
      <path d="M4 6l14 4-6 18z" fill="#ffffff" opacity="0.95" />
      <path d="M18 10l10-4-4 14z" fill="#ffffff" opacity="0.7" />
    </svg>
  );
}

/** Who is paid, for what invoice, and how much. */
function Summary({ amount, invoice }: { amount: number; invoice: string }) {
  const { PAYMENT_TEXTS } = useTexts();
  const W = PAYMENT_TEXTS.wallet;
  const format = useFormat();
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 border-b border-base-300 px-5 py-4 text-sm">
      <dt className="text-base-content/75">{W.merchant}</dt>
      <dd className="text-right font-semibold">{W.merchantName}</dd>
      <dt className="text-base-content/75">{W.invoice}</dt>
      <dd className="break-all text-right font-mono">{invoice}</dd>
      <dt className="self-center text-base-content/75">{W.amount}</dt>
      <dd className="text-right text-2xl font-bold text-[#b0155f]">{format.tk(amount)}</dd>
    </dl>
  );
}

/** A payment that cannot be answered here: the reason, and the way to the buyer's orders. */
function Ended({ message }: { message: string }) {
  const { PAYMENT_TEXTS } = useTexts();
  return (
    <div className="flex flex-col gap-4 p-5">
      <p role="status">{message}</p>
      <Link to={paths.dashboard.orders} className="btn btn-outline">
        {PAYMENT_TEXTS.backToOrders}
      </Link>
    </div>
  );
}

const EMPTY: WalletValues = { wallet: '', otp: '', pin: '' };

/** The input of each step, as a phone's keyboard and a password manager should treat it. */
const INPUTS: Record<WalletStepName, { type: 'text' | 'password'; autoComplete: string }> = {
  wallet: { type: 'text', autoComplete: 'off' },
  otp: { type: 'text', autoComplete: 'one-time-code' },
  pin: { type: 'password', autoComplete: 'off' },
};

/** Account number, then code, then PIN; Confirm checks each and sends all three at the last; Close cancels. */
function Steps({ paymentId }: { paymentId: string }) {
  const texts = useTexts();
  const W = texts.PAYMENT_TEXTS.wallet;
  const [at, setAt] = useState(0);
  const [values, setValues] = useState<WalletValues>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [refused, setRefused] = useState<{ message: string; redirectUrl: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const answer = useAnswerWallet({
    onSuccess: ({ redirectUrl, refusal }) => {
      if (refusal) setRefused({ message: refusalText(refusal, texts), redirectUrl });
      else window.location.assign(redirectUrl);
    },
    onError: (err) => setFailure(errorMessage(err, texts)),
  });
  const step = WALLET_STEPS[at]!;
  const stepTexts = W.steps[step.name];
  // Busy from the answer until the browser has left: a second click would answer twice.
  const busy = answer.isPending || (answer.isSuccess && !refused);

  // Each new step's field takes the focus, as the last one's Confirm moved the reader on.
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) input.current?.focus();
    moved.current = true;
  }, [at]);

  if (refused) {
    return (
      <div className="flex flex-col gap-4 p-5">
        <div role="alert" className="alert alert-error flex flex-col items-start gap-1">
          <p className="font-semibold">{refused.message}</p>
          <p>{W.refusedNote}</p>
        </div>
        <button type="button" className={CONFIRM} onClick={() => window.location.assign(refused.redirectUrl)}>
          {W.backToMarket}
        </button>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const refusal = stepProblem(step, values[step.name], texts);
    setProblem(refusal);
    setFailure(null);
    if (refusal) {
      input.current?.focus();
      return;
    }
    if (at < WALLET_STEPS.length - 1) setAt(at + 1);
    else answer.mutate({ paymentId, answer: values });
  };
  const onClose = () => {
    if (busy) return;
    setFailure(null);
    answer.mutate({ paymentId, answer: { cancel: true } });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy || undefined} className="flex flex-col gap-4 p-5">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-base-content/75">{W.step(at + 1, WALLET_STEPS.length)}</p>
        <ol className="flex gap-1" aria-hidden="true">
          {WALLET_STEPS.map((s, i) => (
            <li key={s.name} className={`h-1.5 w-8 rounded-full ${i <= at ? 'bg-[#e2136e]' : 'bg-base-300'}`} />
          ))}
        </ol>
      </div>
      {step.name === 'otp' && <p className="text-sm">{W.sentCode(values.wallet)}</p>}
      <Field key={step.name} label={stepTexts.label} hint={stepTexts.hint} error={problem ?? undefined}>
        {(c) => (
          <input
            {...c}
            ref={input}
            name={step.name}
            type={INPUTS[step.name].type}
            inputMode="numeric"
            autoComplete={INPUTS[step.name].autoComplete}
            maxLength={step.length}
            placeholder={stepTexts.placeholder}
            className={`input input-lg w-full text-center font-mono tracking-[0.3em] focus:outline-[#b0155f] ${problem ? 'input-error' : ''}`}
            value={values[step.name]}
            disabled={busy}
            onChange={(e) => setValues({ ...values, [step.name]: stepDigits(step, e.target.value) })}
          />
        )}
      </Field>
      {failure && (
        <p role="alert" className="alert alert-error">
          {failure}
        </p>
      )}
      <div className="grid grid-cols-2 gap-3">
        <button type="button" className="btn btn-outline" disabled={busy} onClick={onClose}>
          {W.close}
        </button>
        <button type="submit" className={CONFIRM} disabled={busy}>
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {W.confirm}
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {busy ? W.working : ''}
      </p>
    </form>
  );
}

/** The wallet's own button: its pink with white text (4.6:1), darker under the pointer, a dark ring on focus. */
const CONFIRM =
  'btn border-0 bg-[#e2136e] text-white hover:bg-[#b0155f] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#9d174d] disabled:bg-[#e2136e]/50 disabled:text-white';
