import { type ReactNode, useId } from 'react';
import { InlineLabel, SwitchTrack } from './Field.styles';

export interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
}

export function Switch({ label, checked, onCheckedChange, disabled, id }: SwitchProps) {
  const generated = useId();
  const labelId = `${id ?? generated}-label`;
  return (
    <InlineLabel as="div" data-part="switch">
      <SwitchTrack
        id={id ?? generated}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
      />
      <span id={labelId}>{label}</span>
    </InlineLabel>
  );
}
