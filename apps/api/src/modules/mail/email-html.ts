import type { Locale } from '@belizepass/domain/i18n';

/**
 * The one HTML layout of every email, drawn from the same lines as its text part (sent together as
 * multipart/alternative): blank lines part paragraphs, each line breaks, addresses become links, and
 * the `--` footer of optional emails is set small. Everything is escaped (names, reasons and requests
 * come from users); no remote images or styles, only inline styles; one column up to 600 px, so it
 * reads on a phone.
 */

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const URL_PATTERN = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g;

/** One line as HTML: escaped, with its web addresses as links. */
function lineHtml(line: string) {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = match[0];
    html += escapeHtml(line.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}" style="color:#0b8466;text-decoration:underline;word-break:break-all">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(line.slice(last));
}

const paragraph = (lines: string[], style: string) =>
  `<p style="margin:0 0 16px;${style}">${lines.map(lineHtml).join('<br>')}</p>`;

/** The paragraphs of a text: runs of lines between blank lines. */
function paragraphs(lines: string[], style: string) {
  const out: string[] = [];
  let run: string[] = [];
  for (const line of [...lines, '']) {
    if (line.trim() === '') {
      if (run.length) out.push(paragraph(run, style));
      run = [];
    } else run.push(line);
  }
  return out.join('\n');
}

export function emailHtml(email: { subject: string; text: string }, locale: Locale): string {
  const lines = email.text.split('\n');
  const cut = lines.indexOf('--');
  const body = cut === -1 ? lines : lines.slice(0, cut);
  const footer = cut === -1 ? [] : lines.slice(cut + 1);
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(email.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f5f4">
<div style="max-width:600px;margin:0 auto;padding:16px 12px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2a27">
<div style="padding:4px 8px 12px;font-size:20px;font-weight:700;color:#0b8466">BelizePass</div>
<div style="background:#ffffff;border-radius:12px;padding:20px 20px 4px;overflow-wrap:anywhere">
${paragraphs(body, '')}
</div>
${footer.length ? `<div style="padding:16px 8px 0;overflow-wrap:anywhere">\n${paragraphs(footer, 'font-size:13px;color:#5b6b66')}\n</div>` : ''}
</div>
</body>
</html>
`;
}
