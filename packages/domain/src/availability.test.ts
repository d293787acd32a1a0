import { describe, expect, it } from 'vitest';
import { availabilityMessage, availabilityStatus, isBookable } from './availability.ts';

describe('availability', () => {
  it('derives a status from the schedule, closure and seats left', () => {
    expect(availabilityStatus({ runs: false, closed: false, seatsLeft: 8 })).toBe('not-running');
    expect(availabilityStatus({ runs: true, closed: true, seatsLeft: 8 })).toBe('closed');
    expect(availabilityStatus({ runs: true, closed: false, seatsLeft: 0 })).toBe('sold-out');
    expect(availabilityStatus({ runs: true, closed: false, seatsLeft: 3 })).toBe('few-left');
    expect(availabilityStatus({ runs: true, closed: false, seatsLeft: 4 })).toBe('available');
  });

  it("speaks the spec's messages", () => {
    expect(availabilityMessage({ status: 'sold-out', seatsLeft: 0 })).toBe('Sold out for this date');
    expect(availabilityMessage({ status: 'few-left', seatsLeft: 2 })).toBe('Only 2 spots left!');
    expect(availabilityMessage({ status: 'few-left', seatsLeft: 1 })).toBe('Only 1 spot left!');
    expect(isBookable({ status: 'few-left' })).toBe(true);
    expect(isBookable({ status: 'closed' })).toBe(false);
    expect(isBookable(undefined)).toBe(false);
  });
});
