import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MailKind, MailSettings, MailSettingsUpdate, unsubscribed } from '#shared/schemas/mail.ts';
import { http } from './http.ts';

export const mailKeys = {
  /** The signed-in user's kinds of e-mail. */
  settings: ['mail-settings'] as const,
};

export const getMailSettings = () => http<MailSettings>('/api/settings/mail');
export const putMailSettings = (changes: MailSettingsUpdate) => http<MailSettings>('/api/settings/mail', { method: 'PUT', body: changes });
/** The unsubscribe page's button: the same POST as a mail client's one-click, with no body. */
export const unsubscribe = ({ kind, token }: { kind: MailKind; token: string }) =>
  http<z.infer<typeof unsubscribed>>(`/api/unsubscribe/${encodeURIComponent(kind)}/${encodeURIComponent(token)}`, { method: 'POST' });

export const mailSettingsQuery = () => queryOptions({ queryKey: mailKeys.settings, queryFn: getMailSettings });
