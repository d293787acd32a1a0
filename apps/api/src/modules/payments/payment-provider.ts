import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { type CardForm, cardBrand, cardFormProblems, digitsOnly, type FieldIssue } from '@belizepass/domain';
import { badRequest } from '../../lib/app-error.ts';

/**
 * A card gateway, in two steps as real ones work: `authorize` (idempotent per key: the same key
 * always answers with the same payment and never charges twice), then `capture` once our books
 * have recorded it, or `void` when they cannot take it. A card may need the holder's extra
 * confirmation first (3-D Secure): `requires_action`, then `confirm`. Refunds carry their own key.
 */
export type AuthorizeResult =
  | { status: 'authorized'; reference: string; brand: string; last4: string; amountCents: number }
  | { status: 'requires_action'; reference: string; brand: string; last4: string; amountCents: number }
  | { status: 'declined'; brand: string; last4: string }
  /** The payment of this key was voided (never captured): nothing was charged. */
  | { status: 'voided'; reference: string; brand: string; last4: string; amountCents: number };

export interface ProviderCharge {
  reference: string;
  idempotencyKey: string;
  status: 'requires_action' | 'authorized' | 'captured' | 'voided' | 'declined';
  amountCents: number;
  brand: string;
  last4: string;
  bookingId: string | null;
  orderId: string | null;
  createdAt: Date;
}

export interface AuthorizeRequest {
  idempotencyKey: string;
  amountCents: number;
  card: CardForm;
  description: string;
  bookingId?: string;
  orderId?: string;
}

/** What a card gateway must do for BelizePass; the card number never leaves `authorize`. */
export interface PaymentProvider {
  readonly name: string;
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /** Completes a `requires_action` payment once the holder confirmed it. */
  confirm(reference: string): Promise<AuthorizeResult>;
  capture(reference: string): Promise<void>;
  void(reference: string): Promise<void>;
  refund(request: {
    chargeReference: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ reference: string }>;
  /** The payment made with this idempotency key, if any. */
  lookup(idempotencyKey: string): Promise<ProviderCharge | undefined>;
  /** Authorized or awaiting confirmation, neither captured nor voided, created before `before`. */
  openCharges(before: Date, limit?: number): Promise<ProviderCharge[]>;
}

/** Test numbers the demo gateway declines, like a real gateway's sandbox. */
export const DEMO_DECLINED_NUMBERS = new Set(['4000000000000002', '4000000000009995', '4000000000000069']);
/** Asks for the holder's extra confirmation (3-D Secure) before it is authorized. */
export const DEMO_CONFIRM_NUMBER = '4000002760003184';
/** Answers after DEMO_SLOW_CARD_MS (default 3 s), as a slow gateway would. */
export const DEMO_SLOW_NUMBER = '4000000000000077';

/** Where the demo gateway keeps its records: a table (see demo-charge-log.ts) or memory. */
export interface DemoChargeLog {
  /** Inserts unless the key exists; returns the charge of the key either way. */
  insertOnce(charge: ProviderCharge, description: string): Promise<ProviderCharge>;
  byKey(idempotencyKey: string): Promise<ProviderCharge | undefined>;
  byReference(reference: string): Promise<ProviderCharge | undefined>;
  /** Moves a charge from one of `from` to `to`; returns the charge as it is afterwards. */
  setStatus(
    reference: string,
    from: ProviderCharge['status'][],
    to: ProviderCharge['status'],
  ): Promise<ProviderCharge | undefined>;
  insertRefundOnce(refund: {
    reference: string;
    idempotencyKey: string;
    chargeReference: string;
    amountCents: number;
  }): Promise<{ reference: string }>;
  open(before: Date, limit: number): Promise<ProviderCharge[]>;
}

function resultOf(charge: ProviderCharge): AuthorizeResult {
  const { reference, brand, last4, amountCents } = charge;
  if (charge.status === 'declined') return { status: 'declined', brand, last4 };
  if (charge.status === 'requires_action')
    return { status: 'requires_action', reference, brand, last4, amountCents };
  if (charge.status === 'voided') return { status: 'voided', reference, brand, last4, amountCents };
  return { status: 'authorized', reference, brand, last4, amountCents };
}

/**
 * The demo gateway: validates like a gateway (Luhn, expiry, CVV), approves or declines, asks for
 * confirmation or answers slowly on its test cards, and keeps a log of every payment, but moves
 * no money. The payment pages say so.
 */
export function createDemoPaymentProvider(
  log: DemoChargeLog,
  options: { slowCardMs?: number } = {},
): PaymentProvider {
  const slowCardMs = options.slowCardMs ?? Number(process.env.DEMO_SLOW_CARD_MS ?? 3_000);
  const known = async (reference: string) => {
    const charge = await log.byReference(reference);
    if (!charge) throw new Error(`demo gateway: no payment ${reference}`);
    return charge;
  };
  return {
    name: 'demo',
    async authorize(request) {
      const earlier = await log.byKey(request.idempotencyKey);
      if (earlier) return resultOf(earlier);
      const now = new Date();
      const { card } = request;
      const problems = cardFormProblems(card, { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 });
      const issues: FieldIssue[] = Object.entries(problems).map(([field, message]) => ({
        field,
        message: message!,
      }));
      if (issues.length > 0) throw badRequest(issues[0]!.message, issues);
      const number = digitsOnly(card.cardNumber);
      if (number === DEMO_SLOW_NUMBER) await sleep(slowCardMs);
      const status: ProviderCharge['status'] = DEMO_DECLINED_NUMBERS.has(number)
        ? 'declined'
        : number === DEMO_CONFIRM_NUMBER
          ? 'requires_action'
          : 'authorized';
      const charge = await log.insertOnce(
        {
          reference: `demo_ch_${randomUUID()}`,
          idempotencyKey: request.idempotencyKey,
          status,
          amountCents: request.amountCents,
          brand: cardBrand(number),
          last4: number.slice(-4),
          bookingId: request.bookingId ?? null,
          orderId: request.orderId ?? null,
          createdAt: now,
        },
        request.description,
      );
      return resultOf(charge);
    },
    async confirm(reference) {
      await known(reference);
      return resultOf((await log.setStatus(reference, ['requires_action'], 'authorized'))!);
    },
    async capture(reference) {
      const charge = await log.setStatus(reference, ['authorized'], 'captured');
      if (charge?.status !== 'captured') throw new Error(`demo gateway: ${reference} is ${charge?.status}`);
    },
    async void(reference) {
      const charge = await log.setStatus(reference, ['authorized', 'requires_action'], 'voided');
      if (charge?.status !== 'voided' && charge?.status !== 'declined') {
        throw new Error(`demo gateway: cannot void ${reference}, it is ${charge?.status}`);
      }
    },
    async refund({ chargeReference, amountCents, idempotencyKey }) {
      const charge = await known(chargeReference);
      if (charge.status !== 'captured') throw new Error(`demo gateway: ${chargeReference} was not captured`);
      if (amountCents > charge.amountCents) throw new Error('demo gateway: refund above the charge');
      return log.insertRefundOnce({
        reference: `demo_re_${randomUUID()}`,
        idempotencyKey,
        chargeReference,
        amountCents,
      });
    },
    lookup: (idempotencyKey) => log.byKey(idempotencyKey),
    openCharges: (before, limit = 100) => log.open(before, limit),
  };
}

/** A log in this process's memory: for scripts and tests that need no durable gateway records. */
export function memoryChargeLog(): DemoChargeLog {
  const charges = new Map<string, ProviderCharge>();
  const refunds = new Map<string, { reference: string }>();
  const byKey = (key: string) => [...charges.values()].find((c) => c.idempotencyKey === key);
  return {
    async insertOnce(charge) {
      const earlier = byKey(charge.idempotencyKey);
      if (earlier) return earlier;
      charges.set(charge.reference, { ...charge });
      return charge;
    },
    byKey: async (key) => byKey(key),
    byReference: async (reference) => charges.get(reference),
    async setStatus(reference, from, to) {
      const charge = charges.get(reference);
      if (charge && from.includes(charge.status)) charge.status = to;
      return charge;
    },
    async insertRefundOnce(refund) {
      const earlier = refunds.get(refund.idempotencyKey);
      if (earlier) return earlier;
      refunds.set(refund.idempotencyKey, { reference: refund.reference });
      return { reference: refund.reference };
    },
    open: async (before, limit) =>
      [...charges.values()]
        .filter((c) => (c.status === 'authorized' || c.status === 'requires_action') && c.createdAt < before)
        .slice(0, limit),
  };
}

/** The demo gateway with its records in memory (scripts that build data without a server). */
export const demoPaymentProvider: PaymentProvider = createDemoPaymentProvider(memoryChargeLog());
