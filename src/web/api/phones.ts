import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PhoneCodeConfirm, PhoneCodeRequest, phoneCodeSent, sellerPhoneList } from '#shared/schemas/phones.ts';
import { http } from './http.ts';

export const phoneKeys = {
  /** The signed-in seller's numbers and which are verified. */
  mine: ['phones'] as const,
};

export const getPhones = () => http<z.infer<typeof sellerPhoneList>>('/api/phones');
export const sendPhoneCode = (input: PhoneCodeRequest) =>
  http<z.infer<typeof phoneCodeSent>>('/api/phones/verify', { method: 'POST', body: input });
export const confirmPhoneCode = (input: PhoneCodeConfirm) =>
  http<{ phone: string; verified: true; released: number }>('/api/phones/verify/confirm', { method: 'POST', body: input });

export const phonesQuery = () => queryOptions({ queryKey: phoneKeys.mine, queryFn: getPhones });
