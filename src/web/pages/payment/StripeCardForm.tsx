import { useEffect, useRef, useState, type FormEvent } from 'react';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { errorMessage } from '../../api/http.ts';
import { useTexts } from '../../i18n/locale.tsx';
import type { CardFormProps } from './cardForm.ts';

/**
 * The Stripe card form. This module is imported lazily by the payment page and only when the server
 * says the provider is Stripe, so sandbox users never download Stripe's code.
 */
const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!loaded.has(key))
    loaded.set(
      key,
      loadStripe(key).catch(() => null),
    );
  return loaded.get(key)!;
};

export default function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  const { PAYMENT_TEXTS: T } = useTexts();
  const [stripe, setStripe] = useState<Stripe | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void stripeFor(publishableKey).then((s) => live && setStripe(s));
    return () => {
      live = false;
    };
  }, [publishableKey]);
  if (stripe === null) {
    return (
      <p role="alert" className="text-error">
        {T.loadFailed}
      </p>
    );
  }
  return (
    <Elements stripe={stripe ?? null}>
      <StripeForm {...props} />
    </Elements>
  );
}

function StripeForm({ clientSecret, payer, onConfirmed }: CardFormProps) {
  const texts = useTexts();
  const { API_ERRORS, PAYMENT_TEXTS: T } = texts;
  const stripe = useStripe();
  const elements = useElements();
  const [cardReady, setCardReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const succeeded = useRef<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !clientSecret || processing) return;
    setProcessing(true);
    setError(null);
    try {
      // Charged already, but recording failed: record again rather than confirm a paid intent.
      if (!succeeded.current) {
        const { error: failure, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
          payment_method: { card, billing_details: { name: payer.name, email: payer.email } },
        });
        if (failure) throw new Error(failure.message ?? API_ERRORS['payment-not-confirmed']);
        if (paymentIntent?.status !== 'succeeded') throw new Error(API_ERRORS['payment-not-confirmed']);
        succeeded.current = paymentIntent.id;
      }
      await onConfirmed(succeeded.current);
    } catch (err) {
      setError(errorMessage(err, texts));
      setProcessing(false);
    }
  };

  const ready = Boolean(stripe && elements && cardReady);
  const disabled = !ready || !clientSecret || processing;
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={processing || undefined} className="flex flex-col gap-4">
      <div role="group" aria-labelledby="stripe-card-label" className="flex flex-col gap-2">
        <span id="stripe-card-label" className="font-semibold">
          {T.cardDetails}
        </span>
        <div className="input flex h-12 w-full items-center">
          <div className="w-full">
            <CardElement
              onReady={() => setCardReady(true)}
              onChange={() => setError(null)}
              options={{
                hidePostalCode: true,
                disabled: processing,
                style: { base: { fontSize: '16px', color: '#1f2937' }, invalid: { color: '#b91c1c' } },
              }}
            />
          </div>
        </div>
      </div>
      <p role="alert" className="min-h-6 text-sm font-medium text-error">
        {error}
      </p>
      <button type="submit" className="btn btn-primary w-full" disabled={disabled}>
        {(processing || !ready || !clientSecret) && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {T.pay}
      </button>
      <p className="text-sm text-base-content/70" aria-live="polite">
        {processing ? T.processing : !ready || !clientSecret ? T.preparing : T.secure}
      </p>
    </form>
  );
}
