import { type ReactNode, useId, useState } from 'react';
import { SwitchRoot, SwitchTrack } from './Switch.styles';

/** Props of `Switch`. */
export interface SwitchProps {
  /** Visible label; clicking it toggles the switch too. */
  label: ReactNode;
  /** Controlled state. @default undefined */
  checked?: boolean;
  /** Initial state when uncontrolled. @default false */
  defaultChecked?: boolean;
  /** Called with the new state. @default undefined */
  onCheckedChange?: (checked: boolean) => void;
  /** Greys the switch out and ignores input. @default false */
  disabled?: boolean;
  /** Id of the switch button; generated when omitted. @default useId() */
  id?: string;
  /** Class on the component's root element, for host styling. @default undefined */
  className?: string;
}

/**
 * An on/off switch (`role="switch"`), toggled by click, Space or Enter.
 * @example
 * <Switch label="Context mode" checked={on} onCheckedChange={setOn} />
 */
export function Switch({ label, checked, defaultChecked = false, onCheckedChange, disabled = false, id, className }: SwitchProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const labelId = `${controlId}-label`;
  const [inner, setInner] = useState(defaultChecked);
  const on = checked ?? inner;
  return (
    <SwitchRoot data-part="switch" data-state={on ? 'checked' : 'unchecked'} className={className}>
      <SwitchTrack
        id={controlId}
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        disabled={disabled}
        data-part="control"
        onClick={() => {
          if (checked === undefined) setInner(!on);
          onCheckedChange?.(!on);
        }}
      />
      <label id={labelId} htmlFor={controlId} data-part="label">
        {label}
      </label>
    </SwitchRoot>
  );
}
