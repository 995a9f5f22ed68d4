import type { LoginModalProps } from '@atelier/core';
import { lazy, Suspense, useState } from 'react';

const LoginDialog = lazy(() => import('./LoginDialog'));

/**
 * LoginModal fetched when it first opens: its forms and machines are no part of a first visit.
 * Mounted from the first opening on, so closing keeps the modal's own focus return.
 */
export function LazyLoginModal(props: LoginModalProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <LoginDialog {...props} />
    </Suspense>
  ) : null;
}
