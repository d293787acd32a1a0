/** "a commission of 10%" (the platform setting), or "a commission" when the rate could not be read. */
export function commissionText(percent: number | null): string {
  return percent === null ? 'a commission' : `a commission of ${percent}%`;
}
