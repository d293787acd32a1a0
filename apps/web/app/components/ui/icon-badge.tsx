import type { LucideIcon } from 'lucide-react';

const SIZES = {
  sm: { box: 'size-11', icon: 'size-5' },
  md: { box: 'size-12', icon: 'size-6' },
  lg: { box: 'size-14', icon: 'size-7' },
} as const;

const TONES = {
  brand: 'bg-brand-50 text-brand-700',
  sun: 'bg-sun-400/20 text-amber-700',
  amber: 'bg-amber-50 text-amber-800',
  glass: 'bg-white/15',
} as const;

/** A decorative icon on a tinted tile (`round` for a circle), as used by cards and status screens. */
export function IconBadge({
  icon: Icon,
  size = 'md',
  tone = 'brand',
  round = false,
  className = '',
}: {
  icon: LucideIcon;
  size?: keyof typeof SIZES;
  tone?: keyof typeof TONES;
  round?: boolean;
  className?: string;
}) {
  const { box, icon } = SIZES[size];
  return (
    <span
      className={`flex ${box} items-center justify-center ${round ? 'rounded-full' : 'rounded-xl'} ${TONES[tone]} ${className}`}
    >
      <Icon aria-hidden="true" className={icon} />
    </span>
  );
}

/** A large round icon centred above a status message (sign-up done, application pending, ...). */
export function StatusIcon(props: { icon: LucideIcon; tone?: keyof typeof TONES }) {
  return (
    <div className="flex justify-center">
      <IconBadge size="lg" round {...props} />
    </div>
  );
}
