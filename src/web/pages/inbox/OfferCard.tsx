import { useState } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import type { OfferAction, Party } from '#shared/constants.ts';
import type { Offer } from '#shared/schemas/offers.ts';
import { errorMessage } from '../../api/http.ts';
import { useMoveOffer } from '../../api/mutations/conversations.ts';
import { useFormat, useTexts } from '../../i18n/locale.tsx';
import { paths } from '../../paths.ts';
import { AmountForm } from './AmountForm.tsx';

const STATE_CLASS: Record<Offer['state'], string> = {
  open: 'badge-info',
  accepted: 'badge-success',
  declined: 'badge-error',
  countered: 'badge-ghost',
  expired: 'badge-ghost',
  withdrawn: 'badge-ghost',
};

/**
 * An offer as the conversation shows it (product §7): its amount and state, and a button for each move
 * the server says the caller may make now (`actions`); once accepted, the buyer's way to pay.
 */
export function OfferCard({ offer, role, price }: { offer: Offer; role: Party; price: number }) {
  const texts = useTexts();
  const { OFFER_TEXTS: t } = texts;
  const format = useFormat();
  const [countering, setCountering] = useState(false);
  const move = useMoveOffer({
    onSuccess: (_offer, { action }) => {
      setCountering(false);
      toast.success(t.done[action]);
    },
    onError: (err) => toast.error(errorMessage(err, texts)),
  });
  const byMe = offer.by === role;
  const title = offer.by === 'seller' ? t.counterTitle(byMe) : t.title(byMe);
  const run = (action: OfferAction, amount?: number) => move.mutate({ id: offer.id, action, amount });

  return (
    <div className="w-full max-w-sm rounded-box border border-base-300 bg-base-100 p-4 shadow-sm" data-offer-state={offer.state}>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-base-content/80">{title}</p>
        <span className={`badge badge-sm ${STATE_CLASS[offer.state]}`}>{t.state[offer.state]}</span>
      </div>
      <p className="mt-1 text-2xl font-bold">{format.tk(offer.amount)}</p>
      {offer.state === 'open' && <p className="text-xs text-base-content/70">{t.expires(format.messageTime(offer.expiresAt))}</p>}
      {offer.state === 'accepted' && (
        <div className="mt-2 flex flex-col gap-2 text-sm">
          <p>{role === 'buyer' ? t.accepted : t.booked}</p>
          {role === 'buyer' && offer.bookingId && (
            <Link to={paths.dashboard.payment(offer.bookingId)} className="btn btn-primary btn-sm self-start">
              {t.pay}
            </Link>
          )}
        </div>
      )}
      {countering ? (
        <div className="mt-3">
          <AmountForm
            label={t.counterLabel}
            max={price}
            busy={move.isPending}
            onSubmit={(amount) => run('counter', amount)}
            onCancel={() => setCountering(false)}
          />
        </div>
      ) : (
        offer.actions.length > 0 && (
          <div className="mt-3 flex flex-wrap gap-2">
            {offer.actions.map((action) => (
              <button
                key={action}
                type="button"
                className={`btn btn-sm ${action === 'accept' ? 'btn-success' : action === 'decline' ? 'btn-outline btn-error' : 'btn-outline'}`}
                aria-label={t.actionOn(t.actions[action], offer.amount)}
                disabled={move.isPending}
                onClick={() => (action === 'counter' ? setCountering(true) : run(action))}
              >
                {t.actions[action]}
              </button>
            ))}
          </div>
        )
      )}
    </div>
  );
}
