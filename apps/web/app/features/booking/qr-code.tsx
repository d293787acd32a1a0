import { m } from '@belizepass/domain/i18n';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The confirmation code as a QR code, drawn in the browser as SVG. */
export function ConfirmationQrCode({ code }: { code: string }) {
  const [svg, setSvg] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    QRCode.toString(code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((markup) => {
        if (live) setSvg(markup);
      })
      .catch(() => {
        if (live) setSvg(null);
      });
    return () => {
      live = false;
    };
  }, [code]);

  return (
    <div
      role="img"
      aria-label={m.booking_qr_label({ code })}
      className="size-44 rounded-lg border border-slate-200 bg-white p-2 [&>svg]:size-full"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is generated locally from an alphanumeric confirmation code.
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  );
}
