import { type CreateBooking, createBookingSchema } from '@belizepass/domain';

export interface BookingFormValues {
  fullName: string;
  email: string;
  phone: string;
  date: string;
  adults: number;
  children: number;
  hotel: string;
  specialRequirements: string;
}

export type BookingFormErrors = Partial<Record<keyof BookingFormValues, string>>;

/** The booking form's problems by field, with the messages of spec section 5 (first per field). */
export function bookingFormProblems(tourId: string, values: BookingFormValues): BookingFormErrors {
  const parsed = createBookingSchema.safeParse(toCreateBooking(tourId, values));
  if (parsed.success) return {};
  const errors: BookingFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof BookingFormValues | undefined;
    if (field && field in values && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export function toCreateBooking(tourId: string, values: BookingFormValues): CreateBooking {
  return {
    tourId,
    date: values.date,
    adults: values.adults,
    children: values.children,
    fullName: values.fullName,
    email: values.email,
    phone: values.phone,
    hotel: values.hotel.trim() || undefined,
    specialRequirements: values.specialRequirements.trim() || undefined,
  };
}
