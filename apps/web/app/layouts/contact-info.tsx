import { m } from '@belizepass/domain/i18n';
import { Mail, MapPin, Phone } from 'lucide-react';
import { Fragment } from 'react';

/** The opening hours of the BelizePass team, Belize time. */
const BUSINESS_HOURS = [
  { key: 'weekdays', days: () => m.site_hours_weekdays(), hours: () => m.site_hours_weekdays_open() },
  { key: 'saturday', days: () => m.site_hours_saturday(), hours: () => m.site_hours_saturday_open() },
  { key: 'sunday', days: () => m.site_hours_sunday(), hours: () => m.site_hours_closed() },
];

/** The business hours as a two-column list; `className` spaces it, `dayClassName` styles the days. */
export function BusinessHours({ className, dayClassName }: { className: string; dayClassName: string }) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] ${className}`}>
      {BUSINESS_HOURS.map(({ key, days, hours }) => (
        <Fragment key={key}>
          <dt className={dayClassName}>{days()}</dt>
          <dd>{hours()}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** The office address, email and phone of BelizePass, each after its icon. */
export function ContactAddress({
  className,
  lineClassName,
  iconClassName,
  linkClassName,
}: {
  className: string;
  lineClassName: string;
  iconClassName: string;
  linkClassName: string;
}) {
  const icon = `mt-0.5 size-5 shrink-0 ${iconClassName}`;
  return (
    <address className={`not-italic ${className}`}>
      <p className={lineClassName}>
        <MapPin aria-hidden="true" className={icon} />
        <span>35 Barrack Road, Belize City, Belize</span>
      </p>
      <p className={lineClassName}>
        <Mail aria-hidden="true" className={icon} />
        <a href="mailto:hello@belizepass.bz" className={linkClassName}>
          hello@belizepass.bz
        </a>
      </p>
      <p className={lineClassName}>
        <Phone aria-hidden="true" className={icon} />
        <a href="tel:+5012234567" className={linkClassName}>
          +501 223-4567
        </a>
      </p>
    </address>
  );
}
