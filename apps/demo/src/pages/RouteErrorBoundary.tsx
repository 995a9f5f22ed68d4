import { Button, coreNamespace, EmptyState, errorMessage, useT } from '@atelier/core';
import { useRouteError } from 'react-router';
import { demoNamespace } from '../demoNamespace';

/** A failed page (chunk load, render error) shows a way forward instead of a blank screen. */
export function RouteErrorBoundary() {
  const t = useT(demoNamespace);
  const tCore = useT(coreNamespace);
  const error = useRouteError();
  // Worded by code like every failure (a chunk that did not load reads as a network error); an
  // exception's own message is for developers and stays in the console.
  const detail = errorMessage(tCore, error);
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
