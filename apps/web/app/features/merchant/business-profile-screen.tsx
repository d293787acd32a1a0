import { formatShortDate } from '@belizepass/domain';
import { useQuery } from '@tanstack/react-query';
import { Award, BadgeCheck, ExternalLink, Mail, MapPin, Pencil, Phone, Star, Store } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { MerchantStatusBadge } from './business-status';
import { PANEL } from './merchant-styles';
import { fetchBusinessProfile, profileKey } from './profile-api';
import { ProfileFormDialog } from './profile-form-dialog';

/** 'Top Rated' needs a real average of at least 4.5 from reviews. */
export const PROFILE_TOP_RATED = 4.5;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-2 sm:flex sm:justify-between sm:gap-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="font-medium break-words text-slate-900 sm:text-right">{children}</dd>
    </div>
  );
}

/** Business Profile (spec 2.13): what the business shows tourists, and an Edit Profile form. */
export function BusinessProfileScreen({ userId }: { userId: string }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const profile = useQuery({
    queryKey: profileKey(userId),
    queryFn: ({ signal }) => fetchBusinessProfile(signal),
  });

  if (profile.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading your profile" />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <Banner
        title="We could not load your profile"
        action={
          <Button size="sm" onClick={() => profile.refetch()}>
            Try again
          </Button>
        }
      >
        {profile.error.message}
      </Banner>
    );
  }

  const p = profile.data;
  const verified = p.status === 'active';
  const reviews = p.reviewCount ?? 0;
  const topRated = p.rating != null && reviews > 0 && p.rating >= PROFILE_TOP_RATED;
  return (
    <div className="space-y-6">
      {saved && (
        <Banner
          tone="success"
          action={
            <Button size="sm" variant="ghost" onClick={() => setSaved(false)}>
              Dismiss
            </Button>
          }
        >
          Your profile was saved.
        </Banner>
      )}
      <section className={`${PANEL} flex flex-col gap-5 sm:flex-row sm:items-start`} aria-label="Business">
        <span className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-slate-200 bg-brand-50">
          {p.logo_url ? (
            <img src={p.logo_url} alt={`${p.business_name} logo`} className="size-full object-cover" />
          ) : (
            <Store aria-hidden="true" className="size-10 text-brand-700" />
          )}
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-2xl font-bold text-slate-900">{p.business_name}</h2>
          {p.tagline && <p className="mt-1 text-slate-600">{p.tagline}</p>}
          <div className="mt-3 flex flex-wrap gap-2">
            {verified && (
              <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-800">
                <BadgeCheck aria-hidden="true" className="size-4" />
                Verified Business
              </span>
            )}
            {topRated && (
              <span className="inline-flex items-center gap-1 rounded-full bg-sun-400 px-3 py-1 text-sm font-semibold text-slate-900">
                <Award aria-hidden="true" className="size-4" />
                Top Rated
              </span>
            )}
            {reviews > 0 && p.rating != null && (
              <span className="inline-flex items-center gap-1 text-sm text-slate-700">
                <Star aria-hidden="true" className="size-4 fill-sun-400 text-sun-400" />
                {p.rating.toFixed(1)} ({reviews} {reviews === 1 ? 'review' : 'reviews'})
              </span>
            )}
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          <Button className="min-h-11" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit Profile
          </Button>
          <Link
            to={`/merchants/${p.id}`}
            className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-700 hover:underline"
          >
            View public page
            <ExternalLink aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section className={PANEL} aria-labelledby="contact-title">
          <h2 id="contact-title" className="text-lg font-semibold text-slate-900">
            Contact Information
          </h2>
          <ul className="mt-3 space-y-2 text-slate-800">
            <li className="flex items-start gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
              <a href={`mailto:${p.contact_email}`} className="break-all text-brand-700 hover:underline">
                {p.contact_email}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
              {p.phone_number ? (
                <a
                  href={`tel:${p.phone_number.replace(/[^\d+]/g, '')}`}
                  className="text-brand-700 hover:underline"
                >
                  {p.phone_number}
                </a>
              ) : (
                <span className="text-slate-500">No phone number</span>
              )}
            </li>
            <li className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
              {p.address || <span className="text-slate-500">No address</span>}
            </li>
          </ul>
        </section>
        <section className={PANEL} aria-labelledby="account-title">
          <h2 id="account-title" className="text-lg font-semibold text-slate-900">
            Account Information
          </h2>
          <dl className="mt-2 divide-y divide-slate-100">
            <Row label="Account owner">{p.owner.full_name}</Row>
            <Row label="Sign-in email">{p.owner.email}</Row>
            <Row label="BTB licence number">{p.btb_licence_number || 'Not given'}</Row>
            <Row label="Member since">{formatShortDate(p.created_at)}</Row>
            {p.tourCount != null && <Row label="Tours">{p.tourCount}</Row>}
            <Row label="Status">
              <MerchantStatusBadge status={p.status} />
            </Row>
          </dl>
        </section>
      </div>

      <section className={PANEL} aria-labelledby="about-title">
        <h2 id="about-title" className="text-lg font-semibold text-slate-900">
          About
        </h2>
        <p className="mt-2 whitespace-pre-line text-slate-700">{p.description}</p>
      </section>

      <ProfileFormDialog
        key={editing ? 'editing' : 'closed'}
        open={editing}
        profile={p}
        userId={userId}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          setSaved(true);
        }}
      />
    </div>
  );
}
