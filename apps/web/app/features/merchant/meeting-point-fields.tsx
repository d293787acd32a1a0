import { type Coordinates, isLatitudeInBelize, isLongitudeInBelize } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { FieldMetadata, FormMetadata } from '@conform-to/react';
import { InputField } from '~/components/forms/form';
import { Button } from '~/components/ui/button';
import { useHydrated } from '~/components/ui/use-hydrated';
import { BelizeMap, meetingPointMapLabel } from '~/features/map/belize-map';

/** Decimal places of a point placed by a click: a map pixel is several hundred metres. */
const PICKED_DECIMALS = 4;

const numberIn = (field: FieldMetadata<unknown>) => {
  const text = typeof field.value === 'string' ? field.value.trim() : '';
  const value = text ? Number(text) : Number.NaN;
  return Number.isFinite(value) ? value : null;
};

/** The typed point when both fields hold numbers in Belize, else none. */
function typedPoint(lat: FieldMetadata<unknown>, lng: FieldMetadata<unknown>): Coordinates | null {
  const la = numberIn(lat);
  const ln = numberIn(lng);
  return la !== null && ln !== null && isLatitudeInBelize(la) && isLongitudeInBelize(ln)
    ? { lat: la, lng: ln }
    : null;
}

/**
 * The meeting point's place: a map of Belize where a click or tap puts the pin, and the latitude and
 * longitude fields it fills (the keyboard and screen-reader way, and the only way without
 * JavaScript); typing moves the pin, and Clear removes both.
 */
export function MeetingPointFields({
  form,
  lat,
  lng,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the tour form's metadata
  form: FormMetadata<any, string[]>;
  lat: FieldMetadata<unknown>;
  lng: FieldMetadata<unknown>;
}) {
  const hydrated = useHydrated();
  const point = typedPoint(lat, lng);
  const set = (latText: string, lngText: string) => {
    form.update({ name: lat.name, value: latText, validated: Boolean(lat.errors) });
    form.update({ name: lng.name, value: lngText, validated: Boolean(lng.errors) });
  };
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-sm font-medium text-slate-800">{m.merchant_meeting_point_location()}</legend>
      <p className="text-sm text-slate-600">
        {hydrated ? m.merchant_meeting_point_pick() : m.merchant_meeting_point_type()}{' '}
        {m.merchant_meeting_point_copy()}
      </p>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,18rem)_1fr] sm:items-start">
        <BelizeMap
          point={point}
          label={point ? meetingPointMapLabel(point) : m.merchant_map_no_point()}
          onPick={
            hydrated
              ? (picked) => set(picked.lat.toFixed(PICKED_DECIMALS), picked.lng.toFixed(PICKED_DECIMALS))
              : undefined
          }
          className="max-w-xs"
        />
        <div className="space-y-4">
          <InputField
            field={lat}
            label={m.merchant_latitude()}
            type="number"
            step="any"
            placeholder="17.1588"
            hint={m.merchant_latitude_hint()}
          />
          <InputField
            field={lng}
            label={m.merchant_longitude()}
            type="number"
            step="any"
            placeholder="-89.0696"
            hint={m.merchant_longitude_hint()}
          />
          {hydrated && (
            <Button
              variant="secondary"
              className="min-h-11"
              onClick={() => set('', '')}
              disabled={!lat.value && !lng.value}
              aria-label={m.merchant_clear_location()}
            >
              {m.merchant_clear()}
            </Button>
          )}
        </div>
      </div>
    </fieldset>
  );
}
