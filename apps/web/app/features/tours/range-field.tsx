import { fieldLabelClass } from './select-field';

/** A labelled slider whose current value is spelled out beside the label and to screen readers. */
export function RangeField({
  id,
  label,
  name,
  value,
  min,
  max,
  step,
  valueText,
  scale,
  onChange,
}: {
  id: string;
  label: string;
  name: string;
  value: number;
  min: number;
  max: number;
  step: number;
  valueText: string;
  /** Words under the two ends of the track. */
  scale: [string, string];
  onChange: (value: number) => void;
}) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className={fieldLabelClass}>
          {label}
        </label>
        <span className="text-sm font-semibold text-brand-700" aria-hidden="true">
          {valueText}
        </span>
      </div>
      <input
        id={id}
        type="range"
        name={name}
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        onChange={(e) => onChange(Number(e.target.value))}
        className="mt-2 w-full cursor-pointer accent-brand-600"
      />
      <div className="flex justify-between text-xs text-slate-500" aria-hidden="true">
        <span>{scale[0]}</span>
        <span>{scale[1]}</span>
      </div>
    </div>
  );
}
