import type { LoginModalProps } from '@atelier/core';
import { useState } from 'react';
import { lazyPart } from './lazyPart';

const LoginDialog = lazyPart(() => import('./LoginDialog').then((m) => m.default));

/**
 * LoginModal fetched when it first opens: its forms and machines are no part of a first visit.
 * Mounted from the first opening on, so closing keeps the modal's own focus return.
 */
export function LazyLoginModal(props: LoginModalProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  return used ? <LoginDialog {...props} /> : null;
}
