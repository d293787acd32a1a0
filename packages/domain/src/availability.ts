import { FEW_SPOTS_LEFT } from './catalogue.ts';
import { MESSAGES } from './messages.ts';
import type { AvailabilityDay, AvailabilityStatus } from './tours.schema.ts';

export function availabilityStatus(input: {
  runs: boolean;
  closed: boolean;
  seatsLeft: number;
}): AvailabilityStatus {
  if (!input.runs) return 'not-running';
  if (input.closed) return 'closed';
  if (input.seatsLeft <= 0) return 'sold-out';
  if (input.seatsLeft <= FEW_SPOTS_LEFT) return 'few-left';
  return 'available';
}

export function isBookable(day: Pick<AvailabilityDay, 'status'> | undefined): boolean {
  return day?.status === 'available' || day?.status === 'few-left';
}

/** The message under the date picker for a chosen date. */
export function availabilityMessage(day: Pick<AvailabilityDay, 'status' | 'seatsLeft'> | undefined): string {
  if (!day) return MESSAGES.dateOutOfRange;
  switch (day.status) {
    case 'available':
      return MESSAGES.available;
    case 'few-left':
      return MESSAGES.spotsLeft(day.seatsLeft);
    case 'sold-out':
      return MESSAGES.soldOut;
    case 'closed':
      return MESSAGES.closed;
    case 'not-running':
      return MESSAGES.notRunning;
  }
}
