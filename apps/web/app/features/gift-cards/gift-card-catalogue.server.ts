import {
  GIFT_CARD_MESSAGES,
  type GiftCardBalance,
  type GiftCardCategory,
  type GiftCardProduct,
  giftCardBalanceRequestSchema,
  giftCardInCurrency,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { type AppLoadContext, data } from 'react-router';
import { type ApiClient, ApiError, messageOf, serverApi, toQueryString } from '~/lib/api-client';
import { formatPrice } from '~/lib/display';
import { formFailure, parseForm } from '~/lib/forms.server';

/** A card with every amount in the reader's currency: its name and its texts (one currency on a page). */
const inReadersCurrency = (card: GiftCardProduct) => giftCardInCurrency(card, (cents) => formatPrice(cents));

/** The catalogue for the gift card pages' loaders. */
export async function loadGiftCards(api: ApiClient, filters: { search: string; category: GiftCardCategory }) {
  const query = toQueryString({
    search: filters.search || undefined,
    category: filters.category === 'all' ? undefined : filters.category,
  });
  const { giftCards } = await api.get<{ giftCards: GiftCardProduct[] }>(`/api/gift-cards${query}`);
  return { giftCards: giftCards.map(inReadersCurrency) };
}

const PRODUCT_ID = /^[a-z0-9-]{1,40}$/i;

/** The card on sale, or a thrown 404 response for an unknown or malformed id. */
export async function loadGiftCardOr404(api: ApiClient, id: string | undefined): Promise<GiftCardProduct> {
  const notFound = () => data({ message: GIFT_CARD_MESSAGES.notFound }, { status: 404 });
  if (!id || !PRODUCT_ID.test(id)) throw notFound();
  try {
    return inReadersCurrency(await api.get<GiftCardProduct>(`/api/gift-cards/${encodeURIComponent(id)}`));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
}

/**
 * The public balance check (`POST /api/gift-cards/balance`): a code in, the masked code, balance,
 * expiry and status out. An unknown or malformed code is a problem of the code field; being rate
 * limited or an unanswered call is said above it.
 */
export async function checkBalanceAction(context: AppLoadContext, request: Request) {
  const submission = await parseForm(request, giftCardBalanceRequestSchema);
  if (submission.status !== 'success')
    return formFailure(submission, undefined, { extra: { balance: null, failureTitle: '' } });
  try {
    const balance = await serverApi(context).post<GiftCardBalance>(
      '/api/gift-cards/balance',
      submission.value,
    );
    return { balance, failureTitle: '', result: submission.reply() };
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 502;
    if (status === 404 || status === 400) {
      const message =
        (error instanceof ApiError && error.details[0]?.message) ||
        messageOf(error, GIFT_CARD_MESSAGES.codeNotFound);
      return data(
        { balance: null, failureTitle: '', result: submission.reply({ fieldErrors: { code: [message] } }) },
        { status },
      );
    }
    if (status === 429)
      return formFailure(submission, new Error('rate limited'), {
        fallback: m.gifts_rate_limited(),
        status,
        extra: { balance: null, failureTitle: m.gifts_too_many_attempts() },
      });
    return formFailure(submission, error, {
      fallback: m.gifts_please_try_again(),
      extra: { balance: null, failureTitle: m.gifts_check_failed_title() },
    });
  }
}
