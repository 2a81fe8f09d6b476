import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { ALERT_FREQUENCIES, type AlertFrequency } from '#shared/schemas/alerts.ts';
import { searchPairs, type SearchFilters } from '#shared/search-params.ts';
import { errorMessage } from '../../api/http.ts';
import { useSaveAlert } from '../../api/mutations/alerts.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { BellIcon } from '../../components/icons.tsx';
import { Modal } from '../../components/Modal.tsx';
import { useSearchInWords } from '../../components/useSearchInWords.ts';
import { useTexts } from '../../i18n/locale.tsx';
import { paths } from '../../paths.ts';
import { useHydrated } from '../../useHydrated.ts';

/**
 * "Alert me" on the search page (product §2): saves the search on show as an alert, told at once or in a
 * daily digest. A dialog names the search in words and asks how often; signed out, the button leads to
 * /login, which brings the reader back. A search of nothing (no words, no filter) has none: it would be
 * every new laptop.
 */
export function AlertMe({ filters }: { filters: SearchFilters }) {
  const texts = useTexts();
  const { ALERT_TEXTS, ACTION_TEXTS } = texts;
  const { user, loading } = useAuth();
  const live = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const words = useSearchInWords(filters);
  const [open, setOpen] = useState(false);
  const [frequency, setFrequency] = useState<AlertFrequency>('instant');
  const titleId = useId();
  const introId = useId();
  const save = useSaveAlert({
    onSuccess: () => {
      setOpen(false);
      toast.success(ALERT_TEXTS.added);
    },
  });
  if (!words) return null;
  const onOpen = () => {
    if (!user) return void navigate(paths.login, { state: { from: location } });
    save.reset();
    setOpen(true);
  };
  const query = new URLSearchParams(searchPairs({ ...filters })).toString();
  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-primary btn-sm"
        onClick={onOpen}
        disabled={!live || loading}
        aria-haspopup="dialog"
      >
        <BellIcon className="h-4 w-4" />
        {ALERT_TEXTS.alertMe}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} titleId={titleId} describedBy={introId} busy={save.isPending}>
        <h2 id={titleId} className="text-lg font-bold">
          {ALERT_TEXTS.dialogTitle}
        </h2>
        <p id={introId} className="mt-2 text-base-content/80">
          {ALERT_TEXTS.dialogIntro}
        </p>
        <p className="mt-2 rounded-box bg-base-200 px-3 py-2 font-semibold break-words">{words}</p>
        <form
          className="mt-4 flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate({ query, frequency });
          }}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-medium">{ALERT_TEXTS.frequencyLabel}</legend>
            {ALERT_FREQUENCIES.map((f) => (
              <div key={f} className="rounded-box border border-base-300 p-3 has-checked:border-primary">
                <label className="flex cursor-pointer items-center gap-3 font-medium">
                  <input
                    type="radio"
                    name="frequency"
                    value={f}
                    className="radio radio-primary radio-sm"
                    checked={frequency === f}
                    onChange={() => setFrequency(f)}
                    aria-describedby={`${titleId}-${f}`}
                  />
                  <span>{ALERT_TEXTS.frequency[f]}</span>
                </label>
                <p id={`${titleId}-${f}`} className="mt-1 ml-8 text-sm text-base-content/75">
                  {ALERT_TEXTS.frequencyHints[f]}
                </p>
              </div>
            ))}
          </fieldset>
          {save.isError && (
            <p role="alert" className="text-error">
              {errorMessage(save.error, texts)}
            </p>
          )}
          <div className="modal-action mt-2">
            <button type="button" className="btn" onClick={() => setOpen(false)} disabled={save.isPending}>
              {ACTION_TEXTS.cancel}
            </button>
            <button type="submit" className="btn btn-primary" disabled={save.isPending}>
              {save.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
              {save.isPending ? ALERT_TEXTS.saving : ALERT_TEXTS.save}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
