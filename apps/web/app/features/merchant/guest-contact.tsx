import { m } from '@belizepass/domain/i18n';
import { MessageCircle, Phone } from 'lucide-react';

/**
 * A WhatsApp click-to-chat address for a guest's phone, with the text prefilled: the number's
 * digits with its country code (a seven-digit Belize number gets 501).
 */
export function whatsAppHref(phone: string, text: string): string | null {
  let digits = phone.replace(/\D/g, '');
  if (!phone.trim().startsWith('+') && digits.length === 7) digits = `501${digits}`;
  if (digits.length < 8) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** A guest's phone on the passenger list: call it, or open a WhatsApp chat with a first line written. */
export function GuestPhone({ phone, name, text }: { phone: string; name: string; text: string }) {
  const chat = whatsAppHref(phone, text);
  return (
    <span className="flex flex-wrap items-center gap-x-3">
      <a
        href={`tel:${phone.replace(/[^\d+]/g, '')}`}
        className="inline-flex min-h-11 items-center gap-1 text-brand-700 hover:underline"
      >
        <Phone aria-hidden="true" className="size-4 shrink-0" />
        {/* A number reads whole: it never breaks inside. */}
        <span className="whitespace-nowrap">{phone}</span>
        <span className="sr-only"> ({m.departure_call({ name })})</span>
      </a>
      {chat && (
        <a
          href={chat}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-1 text-brand-700 hover:underline"
        >
          <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
          {m.departure_whatsapp()}
          <span className="sr-only"> {m.departure_whatsapp_to({ name })}</span>
        </a>
      )}
    </span>
  );
}
