import { merchantProfileUpdateSchema } from '@belizepass/domain';
import { useQueryClient } from '@tanstack/react-query';
import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { TextAreaField, TextField } from '~/components/ui/field';
import { Spinner } from '~/components/ui/spinner';
import { AuthClientError } from '~/features/auth/auth-client';
import { type BusinessProfile, profileKey, updateBusinessProfile, uploadLogo } from './profile-api';

const FIELDS = [
  'business_name',
  'tagline',
  'description',
  'contact_email',
  'phone_number',
  'address',
] as const;
type Field = (typeof FIELDS)[number] | 'logo';
type Values = Record<(typeof FIELDS)[number], string>;

function valuesOf(p: BusinessProfile): Values {
  return {
    business_name: p.business_name,
    tagline: p.tagline ?? '',
    description: p.description,
    contact_email: p.contact_email,
    phone_number: p.phone_number ?? '',
    address: p.address ?? '',
  };
}

/** 'Edit Profile': the business details tourists see, and the logo. Mount it afresh for each opening. */
export function ProfileFormDialog({
  open,
  profile,
  userId,
  onClose,
  onSaved,
}: {
  open: boolean;
  profile: BusinessProfile;
  userId: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [logo, setLogo] = useState<{ file: File; url: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const logoId = useId();

  useEffect(() => () => (logo ? URL.revokeObjectURL(logo.url) : undefined), [logo]);

  const set = (field: (typeof FIELDS)[number], value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = merchantProfileUpdateSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setBusy(true);
    try {
      let updated = await updateBusinessProfile(values);
      if (logo) {
        try {
          const { logo_url } = await uploadLogo(logo.file);
          updated = { ...updated, logo_url };
        } catch (error) {
          queryClient.setQueryData(profileKey(userId), (old: BusinessProfile | undefined) => ({
            ...old,
            ...updated,
          }));
          setErrors({
            logo: error instanceof Error && error.message ? error.message : 'The logo was not uploaded.',
          });
          setFailure('Your details were saved, but the logo was not uploaded.');
          return;
        }
      }
      queryClient.setQueryData(profileKey(userId), (old: BusinessProfile | undefined) => ({
        ...old,
        ...updated,
      }));
      void queryClient.invalidateQueries({ queryKey: profileKey(userId) });
      onSaved();
    } catch (error) {
      const next: Partial<Record<Field, string>> = {};
      if (error instanceof AuthClientError) {
        for (const issue of error.details) {
          const field = issue.field.split('.')[0] as Field;
          if ((FIELDS as readonly string[]).includes(field)) next[field] ??= issue.message;
        }
      }
      setErrors(next);
      setFailure(
        error instanceof Error && error.message ? error.message : 'Your profile could not be saved.',
      );
    } finally {
      setBusy(false);
    }
  }

  const preview = logo?.url ?? profile.logo_url;
  return (
    <Dialog open={open} onClose={onClose} title="Edit Profile" size="md" dismissible={!busy}>
      <form noValidate onSubmit={submit} className="space-y-4">
        {failure && <Banner>{failure}</Banner>}
        <fieldset disabled={busy} className="space-y-4">
          <div className="flex items-center gap-4">
            <span className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
              {preview ? (
                <img src={preview} alt="Business logo" className="size-full object-cover" />
              ) : (
                <ImagePlus aria-hidden="true" className="size-8 text-slate-400" />
              )}
            </span>
            <div>
              <label htmlFor={logoId} className="block text-sm font-medium text-slate-800">
                Logo
              </label>
              <input
                id={logoId}
                type="file"
                accept="image/*"
                aria-invalid={errors.logo ? true : undefined}
                aria-describedby={`${logoId}-hint`}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) setLogo({ file, url: URL.createObjectURL(file) });
                  setErrors((x) => ({ ...x, logo: undefined }));
                }}
                className="mt-1.5 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700"
              />
              <p
                id={`${logoId}-hint`}
                className={`mt-1 text-sm ${errors.logo ? 'font-medium text-red-700' : 'text-slate-500'}`}
              >
                {errors.logo ?? 'PNG, JPG, GIF up to 10MB'}
              </p>
            </div>
          </div>
          <TextField
            label="Business name"
            value={values.business_name}
            onChange={(e) => set('business_name', e.target.value)}
            error={errors.business_name}
          />
          <TextField
            label="Tagline"
            value={values.tagline}
            onChange={(e) => set('tagline', e.target.value)}
            error={errors.tagline}
          />
          <TextAreaField
            label="Business description"
            rows={5}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            error={errors.description}
          />
          <TextField
            label="Business contact email"
            type="email"
            value={values.contact_email}
            onChange={(e) => set('contact_email', e.target.value)}
            error={errors.contact_email}
          />
          <TextField
            label="Phone number"
            type="tel"
            value={values.phone_number}
            onChange={(e) => set('phone_number', e.target.value)}
            error={errors.phone_number}
          />
          <TextAreaField
            label="Address"
            rows={2}
            value={values.address}
            onChange={(e) => set('address', e.target.value)}
            error={errors.address}
          />
        </fieldset>
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-end">
          {busy && (
            <span className="flex items-center gap-2 text-slate-700 sm:mr-auto">
              <Spinner label="Saving profile" className="size-5" />
            </span>
          )}
          <Button variant="secondary" className="min-h-11" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" className="min-h-11" disabled={busy}>
            Save Profile
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
