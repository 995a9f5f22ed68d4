import { type ReactNode, useState } from 'react';
import { FieldHint, FieldLabel, FieldRoot } from '../Field/Field.styles';
import { useFieldIds } from '../Field/useFieldIds';
import { SliderInput, SliderOutput, SliderRow } from './Slider.styles';

/** Props of `Slider`. */
export interface SliderProps {
  /** Visible label, tied to the range input. */
  label: ReactNode;
  /** Controlled value. @default undefined */
  value?: number;
  /** Initial value when uncontrolled. @default min */
  defaultValue?: number;
  /** Called with the new number on every move. @default undefined */
  onValueChange?: (value: number) => void;
  /** Lowest value. @default 0 */
  min?: number;
  /** Highest value. @default 100 */
  max?: number;
  /** Granularity of a move (arrow key or drag). @default 1 */
  step?: number;
  /** Help text under the slider. @default undefined */
  hint?: ReactNode;
  /** Formats the shown and spoken value, e.g. `(v) => v.toFixed(1)`. @default String */
  format?: (value: number) => string;
  /** Greys the slider out and ignores input. @default false */
  disabled?: boolean;
  /** Form field name. @default undefined */
  name?: string;
  /** Id of the input; generated when omitted. @default useId() */
  id?: string;
  /** Class on the field's root element, for host styling. @default undefined */
  className?: string;
}

/**
 * A native range input with its label and the current value shown beside it.
 * @example
 * <Slider label="Temperature" min={0} max={2} step={0.1} value={t} onValueChange={setT} format={(v) => v.toFixed(1)} />
 */
export function Slider({
  label,
  value,
  defaultValue,
  onValueChange,
  min = 0,
  max = 100,
  step = 1,
  hint,
  format = String,
  disabled = false,
  name,
  id,
  className,
}: SliderProps) {
  const ids = useFieldIds(id);
  const [inner, setInner] = useState(defaultValue ?? min);
  const current = value ?? inner;
  return (
    <FieldRoot data-part="slider" className={className}>
      <FieldLabel htmlFor={ids.controlId} data-part="label">
        {label}
      </FieldLabel>
      <SliderRow>
        <SliderInput
          id={ids.controlId}
          type="range"
          name={name}
          min={min}
          max={max}
          step={step}
          value={current}
          disabled={disabled}
          aria-valuetext={format(current)}
          aria-describedby={hint ? ids.hintId : undefined}
          onChange={(e) => {
            const next = Number(e.target.value);
            if (value === undefined) setInner(next);
            onValueChange?.(next);
          }}
        />
        <SliderOutput htmlFor={ids.controlId} data-part="value">
          {format(current)}
        </SliderOutput>
      </SliderRow>
      {hint ? (
        <FieldHint id={ids.hintId} data-part="hint">
          {hint}
        </FieldHint>
      ) : null}
    </FieldRoot>
  );
}
