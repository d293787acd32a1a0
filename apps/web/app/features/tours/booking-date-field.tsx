import { m } from '@belizepass/domain/i18n';
import type { FieldMetadata } from '@conform-to/react';
import { InputField } from '~/components/forms/form';
import { lastBookableDay } from './booking-query';

/** The date input of a form about departures: from today to the last bookable day. */
export function BookableDateField({
  field,
  today,
  ...rest
}: {
  field: FieldMetadata<unknown>;
  today: string;
} & Pick<React.ComponentProps<typeof InputField>, 'onChange' | 'hint'>) {
  return (
    <InputField
      field={field}
      label={m.tours_date()}
      type="date"
      min={today}
      max={lastBookableDay(today)}
      {...rest}
    />
  );
}
