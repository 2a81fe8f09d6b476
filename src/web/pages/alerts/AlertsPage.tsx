import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { ALERT_FREQUENCIES, type Alert, type AlertFrequency } from '#shared/schemas/alerts.ts';
import { alertsQuery } from '../../api/alerts.ts';
import { errorMessage } from '../../api/http.ts';
import { useChangeAlert, useDeleteAlert } from '../../api/mutations/alerts.ts';
import { useSearchInWords } from '../../components/useSearchInWords.ts';
import { DeleteButton } from '../../dashboard/ActionButton.tsx';
import { useConfirm } from '../../dashboard/ConfirmDialog.tsx';
import { EmptyState } from '../../dashboard/EmptyState.tsx';
import { PageHeading } from '../../dashboard/PageHeading.tsx';
import { useRowAction } from '../../dashboard/useRowAction.ts';
import { useFormat, useTexts } from '../../i18n/locale.tsx';
import { paths } from '../../paths.ts';

/** One alert: its search in words, when it was saved, the laptops it finds, how often it tells, and Delete. */
function AlertRow({ alert, busy, onDelete }: { alert: Alert; busy: boolean; onDelete: (words: string) => void }) {
  const texts = useTexts();
  const { ALERT_TEXTS } = texts;
  const format = useFormat();
  const words = useSearchInWords(alert.query);
  const selectId = useId();
  const change = useChangeAlert({
    onSuccess: () => void toast.success(ALERT_TEXTS.changed),
    onError: (err) => void toast.error(errorMessage(err, texts)),
  });
  const frequency = change.isPending ? change.variables.frequency : alert.frequency;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h2 className="font-semibold break-words">{words}</h2>
        <p className="text-sm text-base-content/75">
          {ALERT_TEXTS.savedOn(format.day(alert.createdAt))} ·{' '}
          <Link to={`${paths.search}?${alert.query}`} className="link link-primary">
            {ALERT_TEXTS.see}
          </Link>
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <label htmlFor={selectId} className="sr-only">
          {ALERT_TEXTS.frequencyOf(words)}
        </label>
        <select
          id={selectId}
          className="select select-bordered select-sm"
          value={frequency}
          onChange={(e) => change.mutate({ id: alert.id, frequency: e.target.value as AlertFrequency })}
        >
          {ALERT_FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {ALERT_TEXTS.frequency[f]}
            </option>
          ))}
        </select>
        <DeleteButton busy={busy} what={words} onClick={() => onDelete(words)} />
      </div>
    </li>
  );
}

/**
 * /dashboard/alerts (every signed-in user): the saved searches in words, newest first, each with how often
 * it tells (at once or a daily digest), changed as it is chosen, the laptops it finds, and Delete.
 */
export default function AlertsPage() {
  const texts = useTexts();
  const { ALERT_TEXTS, DASHBOARD_TEXTS } = texts;
  const list = useQuery(alertsQuery());
  const { confirm, dialog } = useConfirm();
  const remove = useRowAction(useDeleteAlert, { count: (r) => r.deletedCount, success: ALERT_TEXTS.deleted });
  const alerts = list.data ?? [];
  const onDelete = async (alert: Alert, words: string) => {
    if (await confirm(ALERT_TEXTS.confirmDelete(words))) remove.start(alert.id);
  };
  return (
    <section aria-labelledby="alerts-title">
      <PageHeading id="alerts-title" title={ALERT_TEXTS.title} count={alerts.length} loading={list.isPending} />
      <p className="-mt-4 mb-6 max-w-2xl text-base-content/80">{ALERT_TEXTS.intro}</p>
      {list.isError ? (
        <div role="alert" className="alert alert-error">
          <span>
            {ALERT_TEXTS.loadFailed} {errorMessage(list.error, texts)}
          </span>
        </div>
      ) : list.isPending ? (
        <div className="skeleton h-40 max-w-3xl" aria-hidden="true" />
      ) : alerts.length === 0 ? (
        <EmptyState message={ALERT_TEXTS.empty}>
          <Link to={paths.search} className="btn btn-primary">
            {DASHBOARD_TEXTS.browse}
          </Link>
        </EmptyState>
      ) : (
        <div className="max-w-3xl">
          <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100 shadow-sm">
            {alerts.map((alert) => (
              <AlertRow key={alert.id} alert={alert} busy={remove.isBusy(alert.id)} onDelete={(words) => void onDelete(alert, words)} />
            ))}
          </ul>
          <p className="mt-2 text-sm text-base-content/75">{ALERT_TEXTS.count(alerts.length)}</p>
        </div>
      )}
      {dialog}
    </section>
  );
}
