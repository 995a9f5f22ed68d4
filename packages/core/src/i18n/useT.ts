import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useI18nContext } from '../provider/contexts';
import type { MessageKey, Messages, NamespaceResources } from './namespace';

export type TranslateFn<T extends Messages> = (key: MessageKey<T>, vars?: Record<string, unknown>) => string;

/**
 * Typed `t` for one package namespace: `const t = useT(chatNamespace); t('composer.placeholder')`.
 * English is registered synchronously so the first render already has real strings; the
 * current language loads in the background and re-renders when it arrives.
 */
export function useT<T extends Messages>(resources: NamespaceResources<T>): TranslateFn<T> {
  const i18n = useI18nContext();
  if (!i18n.instance.hasResourceBundle('en-US', resources.ns)) {
    // Silent: this runs while rendering, and an 'added' event would set the state of every mounted
    // translated component (React warns of updating one component while rendering another).
    i18n.instance.addResourceBundle('en-US', resources.ns, resources.en, true, false, { silent: true });
  }
  useEffect(() => {
    void i18n.register(resources);
  }, [i18n, resources]);
  const { t } = useTranslation(resources.ns, { i18n: i18n.instance });
  return useCallback<TranslateFn<T>>((key, vars) => t(key, vars ?? {}) as string, [t]);
}
