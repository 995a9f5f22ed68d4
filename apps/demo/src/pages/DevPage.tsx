import { useAppStores, useStore, useT } from '@atelier/core';
import { demoNamespace } from '../demoNamespace';
import { WidgetPage } from './WidgetPage';

/** ppe only: what a tester needs to report an issue. */
export default function DevPage() {
  const t = useT(demoNamespace);
  const stores = useAppStores();
  const env = useStore(stores.envInfo);
  const user = useStore(stores.user);
  return (
    <WidgetPage title={t('dev.title')}>
      <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {JSON.stringify({ env: env.env, platform: env.platform, device_id: user.device_id, user_agent: env.user_agent }, null, 2)}
      </pre>
    </WidgetPage>
  );
}
