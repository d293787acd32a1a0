import type { LucideIcon } from 'lucide-react';
import { ButtonLink } from './button';
import { IconBadge } from './icon-badge';

export interface NoticeLink {
  to: string;
  label: string;
}

/**
 * A card that explains what a page is for and offers the next useful steps, e.g. on pages whose
 * feature is not open to visitors yet.
 */
export function NoticeCard({
  icon,
  title,
  children,
  links = [],
}: {
  icon: LucideIcon;
  title: string;
  children: React.ReactNode;
  links?: NoticeLink[];
}) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <IconBadge icon={icon} className="shrink-0" />
        <div className="min-w-0 flex-1">
          <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
          <div className="mt-2 space-y-3 text-slate-600">{children}</div>
          {links.length > 0 && (
            <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {links.map((link, index) => (
                <ButtonLink
                  key={link.to}
                  to={link.to}
                  variant={index === 0 ? 'primary' : 'secondary'}
                  className="min-h-11"
                >
                  {link.label}
                </ButtonLink>
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
