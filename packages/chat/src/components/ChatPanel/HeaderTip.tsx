import { Tooltip } from '@atelier/core';
import type { ReactNode } from 'react';

/** On a phone the header's buttons show only their icons: their words stay their name and become a tooltip. */
export function HeaderTip({ show, label, children }: { show: boolean; label: string; children: ReactNode }) {
  return show ? <Tooltip label={label}>{children}</Tooltip> : children;
}
