import { m } from '@belizepass/domain/i18n';
import { data } from 'react-router';
import { typedCounterCode } from './counter-codes';
import {
  type CounterStep,
  checkInStep,
  lookUpCode,
  redeemGiftCardStep,
  redeemVoucherStep,
  SEARCH,
} from './counter-steps';
import { consoleApi } from './merchant.server';

type Args = Parameters<typeof consoleApi>[0];

/**
 * The check-in counter's forms without JavaScript (with it, the screen runs the same steps in the
 * browser): look a code up, check a booking in, redeem a voucher or part of a gift card. Answers the
 * step the screen shows next.
 */
export async function checkInAction(args: Args) {
  const api = await consoleApi(args);
  const form = await args.request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  let step: CounterStep = SEARCH;
  switch (text('intent')) {
    case 'lookup':
      step = await lookUpCode(api, typedCounterCode(text('code')), 'manual');
      break;
    case 'check-in': {
      const joinDate = text('joinDate');
      const joinTime = text('joinTime');
      step = await checkInStep(api, {
        confirmationCode: text('confirmationCode'),
        requestId: text('clientRequestId'),
        join: joinDate && joinTime ? { date: joinDate, time: joinTime } : undefined,
      });
      // Only a browser keeps a queue; here a lost connection is an ordinary failure.
      if (step.kind === 'queued') {
        step = {
          kind: 'search',
          error: { source: 'manual', message: m.operations_check_in_failed() },
        };
      }
      break;
    }
    case 'redeem-voucher':
      step = await redeemVoucherStep(api, text('code'));
      break;
    case 'redeem-gift-card':
      step = await redeemGiftCardStep(api, { code: text('code'), amount: text('amount') });
      break;
  }
  const failed = step.kind === 'search' && step.error !== undefined;
  return data({ step }, { status: failed ? 400 : 200 });
}
