import { m } from '@belizepass/domain/i18n';

/** "a commission of 10%" (the platform setting), or "a commission" when the rate could not be read. */
export function commissionText(percent: number | null): string {
  return percent === null ? m.site_commission() : m.site_commission_of({ percent });
}
