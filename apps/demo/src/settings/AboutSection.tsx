import { useAppStores, useStore, useT } from '@atelier/core';
import { demoNamespace } from '../demoNamespace';

declare const __APP_VERSION__: string;

export function AboutSection() {
  const t = useT(demoNamespace);
  const session = useStore(useAppStores().auth, (s) => s.session);
  const serverVersion = typeof session['version'] === 'string' ? session['version'] : null;
  return (
    <div>
      <p style={{ margin: '0 0 8px', fontWeight: 600 }}>Atelier</p>
      <p style={{ margin: '0 0 8px' }}>{t('about.version', { version: __APP_VERSION__ })}</p>
      {serverVersion ? <p style={{ margin: '0 0 8px' }}>{t('about.server', { version: serverVersion })}</p> : null}
      <p style={{ margin: 0 }}>{t('about.license')}</p>
    </div>
  );
}
