import { type LucideIcon, Mail, MapPin, Phone } from 'lucide-react';

/**
 * A merchant's email, phone and address, each after its icon. A blank phone or address is left
 * out, or said with `missing` (on the merchant's own profile).
 */
export function MerchantContactList({
  merchant: { contact_email: email, phone_number: phone, address },
  className,
  iconClassName,
  missing,
}: {
  merchant: { contact_email: string; phone_number?: string | null; address?: string | null };
  className: string;
  iconClassName: string;
  missing?: { phone: string; address: string };
}) {
  const line = (Icon: LucideIcon, content: React.ReactNode) => (
    <li className="flex items-start gap-2">
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${iconClassName}`} />
      {content}
    </li>
  );
  const blank = (text: string) => <span className="text-slate-500">{text}</span>;
  return (
    <ul className={className}>
      {line(
        Mail,
        <a href={`mailto:${email}`} className="break-all text-brand-700 hover:underline">
          {email}
        </a>,
      )}
      {phone
        ? line(
            Phone,
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="text-brand-700 hover:underline">
              {phone}
            </a>,
          )
        : missing && line(Phone, blank(missing.phone))}
      {address ? line(MapPin, <span>{address}</span>) : missing && line(MapPin, blank(missing.address))}
    </ul>
  );
}
