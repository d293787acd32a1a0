import { type BusinessProfile, merchantProfileUpdateSchema } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { InputField, TextareaField, useSchemaForm } from '~/components/forms/form';
import { Banner } from '~/components/ui/banner';
import { useHydrated } from '~/components/ui/use-hydrated';
import { messageOf, uploadWithProgress } from '~/lib/api-client';
import { DialogActions, FetcherSchemaForm, FormDialog, useFormAnswer } from './console-dialog';
import type { ProfileSaveAnswer } from './profile.server';
import { SpanishProfileFields } from './spanish-fields';

/** `POST /api/merchant/upload/logo`: the business logo, with its progress. */
function uploadLogo(file: File, onProgress: (fraction: number) => void) {
  const body = new FormData();
  body.append('image', file);
  return uploadWithProgress<{ logo_url: string }>('/api/merchant/upload/logo', body, { onProgress });
}

/** The logo: a file chosen here is uploaded once the details are saved (it needs JavaScript). */
function LogoField({
  current,
  chosen,
  progress,
  error,
  onChoose,
}: {
  current: string | null;
  chosen: { file: File; url: string } | null;
  progress: number | null;
  error: string | null;
  onChoose: (file: File | null) => void;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const preview = chosen?.url ?? current;
  return (
    <div className="flex items-center gap-4">
      <span className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
        {preview ? (
          <img src={preview} alt={m.merchant_business_logo()} className="size-full object-cover" />
        ) : (
          <ImagePlus aria-hidden="true" className="size-8 text-slate-400" />
        )}
      </span>
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {m.merchant_logo()}
        </label>
        <input
          id={id}
          type="file"
          accept="image/*"
          disabled={!hydrated || progress !== null}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
          className="mt-1.5 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700"
        />
        {progress !== null && (
          <progress
            max={1}
            value={progress}
            aria-label={m.merchant_uploading_logo()}
            className="mt-2 block h-2 w-full"
          />
        )}
        <p
          id={`${id}-hint`}
          className={`mt-1 text-sm ${error ? 'font-medium text-red-700' : 'text-slate-500'}`}
        >
          {error ?? (hydrated ? m.merchant_image_types_hint() : m.merchant_logo_needs_js())}
        </p>
      </div>
    </div>
  );
}

function ProfileForm({
  profile,
  closeHref,
  onClose,
  onBusyChange,
}: {
  profile: BusinessProfile;
  closeHref: string;
  onClose: (notice?: string) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const { fetcher, answer, settled, pending } = useFormAnswer<ProfileSaveAnswer>('save');
  const { revalidate } = useRevalidator();
  const [logo, setLogo] = useState<{ file: File; url: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const handled = useRef<unknown>(null);
  const [form, fields] = useSchemaForm(merchantProfileUpdateSchema, {
    id: 'profile-form',
    lastResult: answer?.result,
    defaultValue: {
      business_name: profile.business_name,
      tagline: profile.tagline ?? '',
      description: profile.description,
      contact_email: profile.contact_email,
      phone_number: profile.phone_number ?? '',
      address: profile.address ?? '',
      description_es: profile.description_es ?? '',
      tagline_es: profile.tagline_es ?? '',
    },
  });
  const busy = pending || progress !== null;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  useEffect(() => () => (logo ? URL.revokeObjectURL(logo.url) : undefined), [logo]);

  // Saved: upload the chosen logo, then close with the notice.
  useEffect(() => {
    const done = settled;
    if (!done?.profile || handled.current === done) return;
    handled.current = done;
    if (!logo) {
      onClose(done.notice);
      return;
    }
    void (async () => {
      setProgress(0);
      try {
        await uploadLogo(logo.file, setProgress);
        await revalidate();
        onClose(done.notice);
      } catch (error) {
        setLogoError(messageOf(error, m.merchant_logo_not_uploaded()));
      } finally {
        setProgress(null);
      }
    })();
  }, [settled, logo, revalidate, onClose]);

  return (
    <FetcherSchemaForm form={form} fetcher={fetcher} intent="save" className="space-y-4">
      {logoError && <Banner>{m.merchant_details_saved_logo_failed()}</Banner>}
      <LogoField
        current={profile.logo_url}
        chosen={logo}
        progress={progress}
        error={logoError}
        onChoose={(file) => {
          setLogoError(null);
          setLogo(file ? { file, url: URL.createObjectURL(file) } : null);
        }}
      />
      <fieldset disabled={busy} className="min-w-0 space-y-4">
        <InputField field={fields.business_name} label={m.merchant_business_name()} />
        <InputField field={fields.tagline} label={m.merchant_tagline()} />
        <TextareaField field={fields.description} label={m.merchant_business_description()} rows={5} />
        <InputField field={fields.contact_email} label={m.merchant_business_contact_email()} type="email" />
        <InputField field={fields.phone_number} label={m.merchant_phone_number()} type="tel" />
        <TextareaField field={fields.address} label={m.merchant_address()} rows={2} />
        <SpanishProfileFields fields={fields} />
      </fieldset>
      <DialogActions
        busy={busy}
        busyLabel={progress !== null ? m.merchant_uploading_logo_busy() : m.merchant_saving_profile()}
        submitLabel={m.merchant_save_profile()}
        closeHref={closeHref}
        onClose={() => onClose()}
        sticky={false}
      />
    </FetcherSchemaForm>
  );
}

/** 'Edit Profile': the business details tourists see, and the logo. */
export function ProfileFormDialog({
  open,
  profile,
  closeHref,
  onClose,
}: {
  open: boolean;
  profile: BusinessProfile;
  closeHref: string;
  onClose: (notice?: string) => void;
}) {
  return (
    <FormDialog
      open={open}
      title={m.merchant_edit_profile()}
      size="md"
      closeHref={closeHref}
      onClose={onClose}
    >
      {(onBusyChange) => (
        <ProfileForm profile={profile} closeHref={closeHref} onClose={onClose} onBusyChange={onBusyChange} />
      )}
    </FormDialog>
  );
}
