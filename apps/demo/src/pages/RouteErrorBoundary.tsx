import { Button, EmptyState, useT } from '@atelier/core';
import { useRouteError } from 'react-router';
import { demoNamespace } from '../demoNamespace';

/** A failed page (chunk load, render error) shows a way forward instead of a blank screen. */
export function RouteErrorBoundary() {
  const t = useT(demoNamespace);
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return (
    <section role="alert">
      <EmptyState
        headingLevel={1}
        title={t('routeError.title')}
        description={detail}
        action={
          <Button variant="primary" onClick={() => window.location.reload()}>
            {t('routeError.retry')}
          </Button>
        }
      />
    </section>
  );
}
