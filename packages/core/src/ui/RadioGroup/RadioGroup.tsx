import type { CSSProperties, ReactNode } from 'react';
import { FieldHint } from '../Field/Field.styles';
import { FieldMessages } from '../Field/FieldMessages';
import { describedBy, useFieldIds } from '../Field/useFieldIds';
import { RadioOption, RadioSet } from './RadioGroup.styles';

/** One choice of a `RadioGroup`. */
export interface RadioGroupOption<V extends string> {
  /** What `onValueChange` gets when this choice is picked. */
  value: V;
  /** The choice's visible name. */
  label: ReactNode;
  /** A line under the label, read with it by screen readers. @default undefined */
  hint?: ReactNode;
}

/** Props of `RadioGroup`. */
export interface RadioGroupProps<V extends string> {
  /** What is being chosen; names the group for screen readers. */
  legend: ReactNode;
  /** The choices, in the order shown. */
  options: readonly RadioGroupOption<V>[];
  /** The checked choice; null checks none (a choice the user must make). */
  value: V | null;
  /** Called with the choice picked by click, arrow keys or Space. */
  onValueChange(value: NoInfer<V>): void;
  /** A line under the legend (what the choice applies to). @default undefined */
  hint?: ReactNode;
  /** Error text: announced, and read with the group. @default undefined */
  error?: ReactNode;
  /** @default false */
  disabled?: boolean | undefined;
  /** The radios' colour: `danger` where a choice destroys something. @default 'primary' */
  tone?: 'primary' | 'danger';
  /** Id base of the group; generated when omitted. @default useId() */
  id?: string;
  /** @default undefined */
  className?: string | undefined;
  /** @default undefined */
  style?: CSSProperties | undefined;
  /** Names the group for host styling and tests. @default 'radio-group' */
  'data-part'?: string;
}

/**
 * Native radios in a fieldset: the platform's arrow-key movement and form semantics, a hint per
 * choice, and narrow enough for a 360 px phone.
 * @example
 * <RadioGroup legend="Voice" options={[{ value: 'a', label: 'Alloy' }]} value={voice} onValueChange={setVoice} />
 */
export function RadioGroup<V extends string>({
  legend,
  options,
  value,
  onValueChange,
  hint,
  error,
  disabled = false,
  tone = 'primary',
  id,
  className,
  style,
  'data-part': part = 'radio-group',
}: RadioGroupProps<V>) {
  const ids = useFieldIds(id);
  const optionHintId = (option: V) => `${ids.controlId}-${option}-hint`;
  return (
    <RadioSet data-part={part} disabled={disabled} aria-describedby={describedBy(ids, hint, error)} className={className} style={style}>
      <legend>{legend}</legend>
      <FieldMessages ids={ids} hint={hint} error={null} />
      {options.map((option) => (
        <RadioOption key={option.value} $tone={tone}>
          <label>
            <input
              type="radio"
              name={ids.controlId}
              value={option.value}
              checked={value === option.value}
              aria-describedby={option.hint ? optionHintId(option.value) : undefined}
              onChange={() => onValueChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
          {option.hint ? <FieldHint id={optionHintId(option.value)}>{option.hint}</FieldHint> : null}
        </RadioOption>
      ))}
      <FieldMessages ids={ids} hint={null} error={error} />
    </RadioSet>
  );
}
