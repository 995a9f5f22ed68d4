import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './createI18n';
import { defineNamespace } from './namespace';

const ns = () =>
  defineNamespace({
    ns: 'demo',
    en: { greet: 'Hello {{name}}', only: { en: 'English only' } },
    loaders: {
      'fr-FR': vi.fn(async () => ({ default: { greet: 'Bonjour {{name}}' } })),
      'ko-KR': vi.fn(async () => {
        throw new Error('chunk failed');
      }),
    },
  });

describe('createI18n', () => {
  it('serves English immediately and loads another language only when asked', async () => {
    const res = ns();
    const i18n = createI18n('en-US');
    await i18n.register(res);
    expect(i18n.instance.t('demo:greet', { name: 'Ann' })).toBe('Hello Ann');
    expect(res.loaders['fr-FR']).not.toHaveBeenCalled();
    await i18n.changeLanguage('fr-FR');
    expect(i18n.instance.t('demo:greet', { name: 'Ann' })).toBe('Bonjour Ann');
    expect(i18n.instance.t('demo:only.en')).toBe('English only');
  });

  it('does not touch the global i18next instance', async () => {
    const { default: globalI18n } = await import('i18next');
    await globalI18n.init({ lng: 'de', resources: {} });
    const i18n = createI18n('fr-FR');
    await i18n.register(ns());
    expect(globalI18n.hasResourceBundle('en-US', 'demo')).toBe(false);
    expect(globalI18n.language).toBe('de');
  });

  it('falls back to English when a language chunk fails to load', async () => {
    const i18n = createI18n('en-US');
    await i18n.register(ns());
    await i18n.changeLanguage('ko-KR');
    expect(i18n.instance.language).toBe('ko-KR');
    expect(i18n.instance.t('demo:greet', { name: 'Min' })).toBe('Hello Min');
  });

  it('merges host overrides over loaded strings', async () => {
    const i18n = createI18n('en-US');
    await i18n.register(ns());
    i18n.setOverrides({ 'en-US': { demo: { greet: 'Hi {{name}}!' } } });
    expect(i18n.instance.t('demo:greet', { name: 'Bo' })).toBe('Hi Bo!');
  });
});
