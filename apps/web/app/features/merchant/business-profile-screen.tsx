import { formatShortDate, PROFILE_REVIEWED_FIELDS } from '@belizepass/domain';
import { intlLocale, m } from '@belizepass/domain/i18n';
import { Award, BadgeCheck, ExternalLink, Pencil, Star, Store } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '~/components/ui/button';
import { MerchantStatusBadge } from './business-status';
import { useScreenDialogs } from './console-dialog';
import { DetailRow, LoadFailed, Notice, Panel } from './console-ui';
import { MerchantContactList } from './merchant-contact';
import { PANEL } from './merchant-styles';
import type { ProfileView } from './profile.server';
import { ProfileFormDialog } from './profile-form-dialog';
import { ReviewNotice } from './review-notice';

/** 'Top Rated' needs a real average of at least 4.5 from reviews. */
export const PROFILE_TOP_RATED = 4.5;

/** The profile's dialog, by search parameter: Edit Profile (`?edit=profile`). */
export const PROFILE_DIALOGS = ['edit'] as const;

/** Business Profile (spec 2.13): what the business shows tourists, and an Edit Profile form. */
export function BusinessProfileScreen({ view }: { view: ProfileView }) {
  const dialogs = useScreenDialogs(PROFILE_DIALOGS);
  const { notice, onClose } = dialogs;
  const p = view.profile;
  if (!p) return <LoadFailed title={m.merchant_profile_load_failed()}>{view.failure}</LoadFailed>;

  const verified = p.status === 'active';
  const reviews = p.reviewCount ?? 0;
  const topRated = p.rating != null && reviews > 0 && p.rating >= PROFILE_TOP_RATED;
  return (
    <div className="space-y-6">
      <Notice>{notice}</Notice>
      <ReviewNotice
        revision={p.revision ?? null}
        fields={PROFILE_REVIEWED_FIELDS}
        detail={m.merchant_profile_revision_detail()}
        rejectedText={m.merchant_profile_revision_rejected_text()}
      />
      <p className="text-sm text-slate-600">
        {m.merchant_profile_emails_before()}{' '}
        <Link to="/merchant/dashboard/emails" className="font-medium text-brand-700 underline">
          {m.merchant_profile_emails_link()}
        </Link>{' '}
        {m.merchant_profile_emails_after()}
      </p>
      <ProfileFormDialog
        open={dialogs.open?.name === 'edit'}
        profile={p}
        closeHref={dialogs.closeHref}
        onClose={onClose}
      />
      <section
        className={`${PANEL} flex flex-col gap-5 sm:flex-row sm:items-start`}
        aria-label={m.merchant_business()}
      >
        <span className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-slate-200 bg-brand-50">
          {p.logo_url ? (
            <img
              src={p.logo_url}
              alt={m.merchant_logo_alt({ name: p.business_name })}
              className="size-full object-cover"
            />
          ) : (
            <Store aria-hidden="true" className="size-10 text-brand-700" />
          )}
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-2xl font-bold break-words text-slate-900">{p.business_name}</h2>
          {p.tagline && <p className="mt-1 text-slate-600">{p.tagline}</p>}
          <div className="mt-3 flex flex-wrap gap-2">
            {verified && (
              <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-800">
                <BadgeCheck aria-hidden="true" className="size-4" />
                {m.merchant_verified_business()}
              </span>
            )}
            {topRated && (
              <span className="inline-flex items-center gap-1 rounded-full bg-sun-400 px-3 py-1 text-sm font-semibold text-slate-900">
                <Award aria-hidden="true" className="size-4" />
                {m.merchant_top_rated()}
              </span>
            )}
            {reviews > 0 && p.rating != null && (
              <span className="inline-flex items-center gap-1 text-sm text-slate-700">
                <Star aria-hidden="true" className="size-4 fill-sun-400 text-sun-400" />
                {m.merchant_rating_reviews({
                  rating: p.rating.toLocaleString(intlLocale(), {
                    minimumFractionDigits: 1,
                    maximumFractionDigits: 1,
                  }),
                  count: reviews,
                })}
              </span>
            )}
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          <ButtonLink className="min-h-11" to={dialogs.openHref('edit', 'profile')} preventScrollReset>
            <Pencil aria-hidden="true" className="size-4" />
            {m.merchant_edit_profile()}
          </ButtonLink>
          <Link
            to={`/merchants/${p.id}`}
            className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-700 hover:underline"
          >
            {m.merchant_view_public_page()}
            <ExternalLink aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title={m.merchant_contact_information()}>
          <MerchantContactList
            merchant={p}
            className="space-y-2 text-slate-800"
            iconClassName="text-slate-500"
            missing={{ phone: m.merchant_no_phone(), address: m.merchant_no_address() }}
          />
        </Panel>
        <Panel title={m.merchant_account_information()}>
          <dl className="divide-y divide-slate-100">
            <DetailRow label={m.merchant_account_owner()}>{p.owner.full_name}</DetailRow>
            <DetailRow label={m.merchant_sign_in_email()}>{p.owner.email}</DetailRow>
            <DetailRow label={m.merchant_btb_licence()}>
              {p.btb_licence_number || m.merchant_not_given()}
            </DetailRow>
            <DetailRow label={m.merchant_member_since()}>{formatShortDate(p.created_at)}</DetailRow>
            {p.tourCount != null && <DetailRow label={m.merchant_tours()}>{p.tourCount}</DetailRow>}
            <DetailRow label={m.merchant_status()}>
              <MerchantStatusBadge status={p.status} />
            </DetailRow>
          </dl>
        </Panel>
      </div>

      <Panel title={m.merchant_about()}>
        <p className="whitespace-pre-line text-slate-700">{p.description}</p>
      </Panel>
    </div>
  );
}
