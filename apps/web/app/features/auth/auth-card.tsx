import { type LucideIcon, TreePalm } from 'lucide-react';
import { IconBadge } from '~/components/ui/icon-badge';

/**
 * The centred card layout of the sign-in, sign-up and password screens; `eyebrow` and the dark
 * backdrop mark the merchant ones.
 */
export function AuthCard({
  title,
  subtitle,
  eyebrow,
  icon = TreePalm,
  dark = false,
  children,
}: {
  title: string;
  subtitle?: React.ReactNode;
  eyebrow?: string;
  icon?: LucideIcon;
  dark?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div
      className={`${dark ? 'from-slate-900 via-brand-900 to-brand-700' : 'from-brand-50 via-white to-sky-50'} bg-linear-to-br px-4 py-12 sm:py-20`}
    >
      <div
        className={`mx-auto w-full max-w-md rounded-xl bg-white p-6 sm:p-8 ${dark ? 'shadow-xl' : 'border border-slate-200 shadow-sm'}`}
      >
        <IconBadge icon={icon} round className="mx-auto" />
        {eyebrow && (
          <p className="mt-4 text-center text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {eyebrow}
          </p>
        )}
        <h1
          className={`${eyebrow ? 'mt-1' : 'mt-4'} text-center text-2xl font-bold tracking-tight text-slate-900`}
        >
          {title}
        </h1>
        {subtitle && <p className="mt-2 text-center text-slate-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
