import { coreNamespace, isColorSchemePreference, isLanguageCode, Select, SUPPORTED_LANGUAGES, useT } from '@atelier/core';
import { demoNamespace } from '../demoNamespace';
import { useDemoSettings } from './DemoSettings';

/** Theme (light/dark/auto) and language (8), applied live. */
export function GeneralSection() {
  const t = useT(demoNamespace);
  const tc = useT(coreNamespace);
  const { settings, setTheme, setLanguage } = useDemoSettings();
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Select
        label={t('settings.theme')}
        value={settings.theme}
        onValueChange={(v) => isColorSchemePreference(v) && setTheme(v)}
        options={[
          { value: 'light', label: tc('theme.light') },
          { value: 'dark', label: tc('theme.dark') },
          { value: 'auto', label: tc('theme.auto') },
        ]}
      />
      <Select
        label={t('settings.language')}
        value={settings.language}
        onValueChange={(v) => isLanguageCode(v) && setLanguage(v)}
        options={SUPPORTED_LANGUAGES.map((l) => ({ value: l.code, label: l.label }))}
      />
    </div>
  );
}
