import type { ReactNode } from 'react';
import { FieldHint, FieldLabel, FieldRoot, SliderRow } from './Field.styles';
import { useFieldIds } from './useFieldIds';

export interface SliderProps {
  label: ReactNode;
  value: number;
  min: number;
  max: number;
  /** @default 1 */
  step?: number;
  onValueChange: (value: number) => void;
  hint?: ReactNode;
  /** Formats the visible value. @default String */
  format?: (value: number) => string;
  id?: string;
}

export function Slider({ label, value, min, max, step = 1, onValueChange, hint, format = String, id }: SliderProps) {
  const ids = useFieldIds(id);
  return (
    <FieldRoot data-part="slider">
      <FieldLabel htmlFor={ids.controlId}>{label}</FieldLabel>
      <SliderRow>
        <input
          id={ids.controlId}
          type="range"
          min={min}
          max={max}
          step={step}
          value={value}
          aria-valuetext={format(value)}
          aria-describedby={hint ? ids.hintId : undefined}
          onChange={(e) => onValueChange(Number(e.target.value))}
        />
        <output htmlFor={ids.controlId}>{format(value)}</output>
      </SliderRow>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
    </FieldRoot>
  );
}
