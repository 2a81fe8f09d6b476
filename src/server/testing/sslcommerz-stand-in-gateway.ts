/**
 * The SSLCommerz inside the stand-in, without HTTP: its sessions, the field set it signs for an
 * outcome, and its answers to session init, the validation API, the transaction query and the refund
 * API, with SSLCommerz's field names. sslcommerz-stand-in.ts serves it over HTTP with the hosted page
 * and the test controls. It signs on its own (not with the client's code), so a mistake in the
 * client's check cannot hide itself.
 */
import { createHash, randomBytes } from 'node:crypto';

/** The stand-in's APIs, named as the client's methods (query and refund share one path). */
export type SslcommerzCall = 'initSession' | 'validate' | 'query' | 'refund';

export interface StandInTransaction {
  sessionkey: string;
  tranId: string;
  /** PENDING until the buyer acts; then VALID (VALIDATED once validated), FAILED or CANCELLED. */
  status: string;
  /** As sent at init: "60000.00" and its currency. */
  totalAmount: string;
  currency: string;
  valId: string;
  bankTranId: string;
  urls: { success: string; fail: string; cancel: string; ipn: string };
  /** The signed fields of the IPN and of the return, once the buyer acted. */
  fields: Record<string, string> | null;
}

export interface StandInRefund {
  bankTranId: string;
  refundTransId: string;
  refeId: string;
  amount: string;
  remarks: string;
  refundRefId: string;
}

/** A session as the stand-in keeps it. */
export interface StandInSession extends StandInTransaction {
  productName: string;
  values: Record<string, string>;
  validatedOn: string;
  createdOn: string;
  report: { amount?: string; currency?: string };
}

export type Outcome = 'VALID' | 'FAILED' | 'CANCELLED';
/** What `pay` may change: the risk level, and what is reported as paid (`currency_amount`/`currency_type`). */
export interface PayOptions {
  riskLevel?: 0 | 1;
  amount?: string;
  currency?: string;
}

/** Session init's mandatory fields, as SSLCommerz's documentation lists them. */
const REQUIRED = [
  'total_amount',
  'currency',
  'tran_id',
  'success_url',
  'fail_url',
  'cancel_url',
  'cus_name',
  'cus_email',
  'cus_add1',
  'cus_city',
  'cus_country',
  'cus_phone',
  'shipping_method',
  'product_name',
  'product_category',
  'product_profile',
];
/** Taka per unit of a currency other than BDT: SSLCommerz converts and settles in BDT. */
const RATES: Record<string, number> = { BDT: 1, USD: 120, EUR: 130 };
const CREDENTIAL_ERROR = 'Store Credential Error Or Store is De-active';

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
const money = (amount: number) => amount.toFixed(2);
/** SSLCommerz's clock: Dhaka time as "2026-11-26 21:03:02". */
const dhakaTime = () => new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
const stamp = () => dhakaTime().replace(/\D/g, '').slice(2);
const token = (length: number) => randomBytes(length).toString('base64url').replace(/[-_]/g, 'x').slice(0, length);

/** The BDT amount of `amount` in `currency` (as it is when it is not a number, for hostile tests). */
function settled(amount: string, currency: string) {
  const rate = RATES[currency] ?? 100;
  return { amount: /^\d+(\.\d+)?$/.test(amount) ? money(Number(amount) * rate) : amount, rate: rate.toFixed(4) };
}

/** SSLCommerz's signature: MD5 over every field sent plus md5(store password), sorted by name. */
function signed(fields: Record<string, string>, storePassword: string): Record<string, string> {
  const names = Object.keys(fields).sort();
  const all: Record<string, string> = { ...fields, store_passwd: md5(storePassword) };
  const text = [...names, 'store_passwd']
    .sort()
    .map((name) => `${name}=${all[name]}`)
    .join('&');
  return { ...fields, verify_sign: md5(text), verify_key: names.join(',') };
}

export function createStandInGateway(options: { storeId: string; storePassword: string; pageUrl: (sessionkey: string) => string }) {
  const { storeId, storePassword } = options;
  const sessions = new Map<string, StandInSession>();
  const refunds: StandInRefund[] = [];

  const credentialsOk = (params: Record<string, string>) => params.store_id === storeId && params.store_passwd === storePassword;
  const sessionsOf = (tranId: string) => [...sessions.values()].filter((s) => s.tranId === tranId);
  /** By sessionkey, val_id, or the newest session of a tran_id that is still open (or, with `concluded`, that is not). */
  const find = (key: string, concluded: boolean) =>
    sessions.get(key) ??
    [...sessions.values()].find((s) => s.valId && s.valId === key) ??
    sessionsOf(key).findLast((s) => (s.status === 'PENDING') !== concluded);

  /** The field set SSLCommerz posts for an outcome, in its order, signed. */
  function conclude(session: StandInSession, status: Outcome, opts: PayOptions) {
    if (session.status !== 'PENDING') throw new Error(`SSLCommerz stand-in: session ${session.sessionkey} is already ${session.status}`);
    const paid = status === 'VALID';
    const currency = opts.currency ?? session.currency;
    const currencyAmount = opts.amount ?? session.totalAmount;
    const bdt = settled(currencyAmount, currency);
    session.status = status;
    session.valId = paid ? `${stamp()}${token(15)}` : '';
    session.bankTranId = status === 'CANCELLED' ? '' : `${stamp()}${token(15)}`;
    const card = (value: string) => (paid ? value : '');
    const risky = opts.riskLevel === 1;
    session.fields = signed(
      {
        tran_id: session.tranId,
        val_id: session.valId,
        amount: bdt.amount,
        card_type: card('VISA-Dutch Bangla'),
        store_amount: paid && /^\d/.test(bdt.amount) ? money(Number(bdt.amount) * 0.975) : '',
        card_no: card('418117XXXXXX6675'),
        bank_tran_id: session.bankTranId,
        status,
        tran_date: dhakaTime(),
        error: paid ? '' : status === 'FAILED' ? 'Declined by the issuing bank' : 'Cancelled by User',
        currency: 'BDT',
        card_issuer: card('DUTCH-BANGLA BANK LIMITED'),
        card_brand: card('VISA'),
        card_sub_brand: card('Classic'),
        card_issuer_country: card('Bangladesh'),
        card_issuer_country_code: card('BD'),
        store_id: storeId,
        currency_type: currency,
        currency_amount: currencyAmount,
        currency_rate: bdt.rate,
        base_fair: '0.00',
        ...session.values,
        risk_level: risky ? '1' : '0',
        risk_title: risky ? 'Risky' : 'Safe',
      },
      storePassword,
    );
    return { ...session.fields };
  }

  /** The transaction as the validation API and the query report it now. */
  function reported(session: StandInSession): Record<string, string> {
    if (!session.fields) {
      const bdt = settled(session.totalAmount, session.currency);
      return {
        status: 'PENDING',
        tran_date: session.createdOn,
        tran_id: session.tranId,
        val_id: '',
        amount: bdt.amount,
        currency: 'BDT',
        currency_type: session.currency,
        currency_amount: session.totalAmount,
        bank_tran_id: '',
        ...session.values,
      };
    }
    const { verify_sign: _sign, verify_key: _key, store_id: _store, ...fields } = session.fields;
    const currency = session.report.currency ?? fields.currency_type!;
    const currencyAmount = session.report.amount ?? fields.currency_amount!;
    const bdt = settled(currencyAmount, currency);
    return {
      ...fields,
      status: session.validatedOn ? 'VALIDATED' : session.status,
      amount: bdt.amount,
      currency_type: currency,
      currency_amount: currencyAmount,
      currency_rate: bdt.rate,
      validated_on: session.validatedOn,
      gw_version: '',
    };
  }

  function initSession(params: Record<string, string>) {
    const failed = (failedreason: string) => ({ status: 'FAILED', failedreason, sessionkey: '', gw: [], GatewayPageURL: '' });
    if (!credentialsOk(params)) return failed(CREDENTIAL_ERROR);
    const missing = REQUIRED.find((name) => !params[name]);
    if (missing) return failed(`Invalid Information: ${missing} is missing`);
    const total = params.total_amount!;
    const bdt = Number(settled(total, params.currency!).amount);
    if (!/^\d+(\.\d{1,2})?$/.test(total) || !(bdt >= 10 && bdt <= 500_000)) {
      return failed('Invalid amount: the transaction amount must be from 10.00 BDT to 500000.00 BDT');
    }
    if (!/^[A-Z]{3}$/.test(params.currency!)) return failed('Invalid currency');
    const urls = { success: params.success_url!, fail: params.fail_url!, cancel: params.cancel_url!, ipn: params.ipn_url ?? '' };
    if (Object.values(urls).some((url) => url && !URL.canParse(url))) return failed('Invalid URL');
    const sessionkey = randomBytes(16).toString('hex').toUpperCase();
    sessions.set(sessionkey, {
      sessionkey,
      tranId: params.tran_id!,
      status: 'PENDING',
      totalAmount: money(Number(total)),
      currency: params.currency!,
      valId: '',
      bankTranId: '',
      urls,
      fields: null,
      productName: params.product_name!,
      values: Object.fromEntries(['value_a', 'value_b', 'value_c', 'value_d'].map((name) => [name, params[name] ?? ''])),
      validatedOn: '',
      createdOn: dhakaTime(),
      report: {},
    });
    return {
      status: 'SUCCESS',
      failedreason: '',
      sessionkey,
      gw: {},
      redirectGatewayURL: '',
      GatewayPageURL: options.pageUrl(sessionkey),
      storeBanner: '',
      storeLogo: '',
      store_name: 'Market stand-in',
      desc: [],
    };
  }

  function validate(params: Record<string, string>) {
    if (!credentialsOk(params)) return { APIConnect: 'FAILED' };
    if (!params.val_id) return { APIConnect: 'INVALID_REQUEST' };
    const session = [...sessions.values()].find((s) => s.valId === params.val_id);
    if (!session) return { APIConnect: 'DONE', status: 'INVALID_TRANSACTION' };
    const answer = { ...reported(session), APIConnect: 'DONE' };
    session.validatedOn ||= dhakaTime();
    return answer;
  }

  function query(params: Record<string, string>) {
    if (!credentialsOk(params)) return { APIConnect: 'FAILED' };
    if (!params.tran_id) return { APIConnect: 'INVALID_REQUEST' };
    const element = sessionsOf(params.tran_id).map((s) => ({ ...reported(s), bank_gw: s.fields ? 'DBBL' : '' }));
    return { APIConnect: 'DONE', no_of_trans_found: element.length, element };
  }

  function refund(params: Record<string, string>) {
    if (!credentialsOk(params)) return { APIConnect: 'FAILED' };
    const { bank_tran_id: bankTranId = '', refund_trans_id: refundTransId = '', refund_amount: amount = '' } = params;
    const remarks = params.refund_remarks ?? '';
    const refeId = params.refe_id ?? '';
    if (!bankTranId || !refundTransId || !amount || !remarks) {
      return { APIConnect: 'INVALID_REQUEST', errorReason: 'bank_tran_id, refund_trans_id, refund_amount and refund_remarks are required' };
    }
    const session = [...sessions.values()].find((s) => s.status === 'VALID' && s.bankTranId === bankTranId);
    const answer = (status: string, extra: Record<string, string>) => ({ APIConnect: 'DONE', bank_tran_id: bankTranId, status, ...extra });
    if (!session) return answer('failed', { errorReason: 'Invalid bank transaction ID' });
    const done = refunds.find((r) => r.bankTranId === bankTranId && ((refeId && r.refeId === refeId) || r.refundTransId === refundTransId));
    if (done) return answer('success', { trans_id: session.tranId, refund_ref_id: done.refundRefId });
    const paisa = (value: string) => Math.round(Number(value) * 100);
    if (!/^\d+(\.\d{1,2})?$/.test(amount) || paisa(amount) === 0) return answer('failed', { errorReason: 'Invalid refund amount' });
    const before = refunds.filter((r) => r.bankTranId === bankTranId).reduce((sum, r) => sum + paisa(r.amount), 0);
    if (before + paisa(amount) > paisa(session.fields!.amount!)) {
      return answer('failed', { trans_id: session.tranId, errorReason: 'Refund amount exceeds the transaction amount' });
    }
    const refundRefId = `${stamp()}${token(10)}`;
    refunds.push({ bankTranId, refundTransId, refeId, amount, remarks, refundRefId });
    return answer('success', { trans_id: session.tranId, refund_ref_id: refundRefId });
  }

  const answers: Record<SslcommerzCall, (params: Record<string, string>) => object> = { initSession, validate, query, refund };
  return { sessions, refunds, sessionsOf, find, conclude, answers };
}

export type StandInGateway = ReturnType<typeof createStandInGateway>;
