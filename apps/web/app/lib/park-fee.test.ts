import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY, setDisplaySource } from './display';
import { bothCurrencies, parkFeeLineLabel, parkFeeOf, tourParkFeeText } from './park-fee';

afterEach(() => setDisplaySource(() => DEFAULT_DISPLAY));

describe('park fee texts', () => {
  it('states a fee in Belize and US dollars at the fixed peg', () => {
    expect(bothCurrencies(1000)).toBe('BZ$20.00/US$10.00');
    expect(bothCurrencies(1250)).toBe('BZ$25.00/US$12.50');
  });

  it('says per adult and per child, and how the fee is paid', () => {
    expect(tourParkFeeText({ adult: 1000, child: 500, payment: 'online' })).toBe(
      'Park fee BZ$20.00/US$10.00 per adult, BZ$10.00/US$5.00 per child, paid online',
    );
    expect(tourParkFeeText({ adult: 4000, child: 0, payment: 'cash' })).toBe(
      'Park fee BZ$80.00/US$40.00 per adult, free for children, paid in cash at check-in',
    );
    expect(tourParkFeeText({ adult: 1000, child: 1000, payment: 'cash' })).toBe(
      'Park fee BZ$20.00/US$10.00 per person, paid in cash at check-in',
    );
  });

  it('labels the party line with the way it is paid', () => {
    expect(parkFeeLineLabel('online')).toBe('Park fee (paid online)');
    expect(parkFeeLineLabel('cash')).toBe('Park fee (paid in cash at check-in)');
  });

  it('says the same in Spanish on a Spanish page, the amounts in both currencies', () => {
    setDisplaySource(() => ({ locale: 'es', currency: 'BZD' }));
    expect(tourParkFeeText({ adult: 4000, child: 0, payment: 'cash' })).toBe(
      'Tarifa del parque: BZ$80.00/US$40.00 por adulto, gratis para niños, pagada en efectivo en el check-in',
    );
    expect(parkFeeLineLabel('online')).toBe('Tarifa del parque (pagada en línea)');
  });

  it("gives the money module the tour's fee, or none", () => {
    expect(parkFeeOf({ parkFee: { adult: 1000, child: 500, payment: 'online' } })).toEqual({
      adultCents: 1000,
      childCents: 500,
      payment: 'online',
    });
    expect(parkFeeOf({ parkFee: null })).toBeNull();
  });
});
