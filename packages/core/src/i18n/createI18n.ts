import i18next, { type i18n as I18n } from 'i18next';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, type LanguageCode } from './languages';
import type { Messages, NamespaceResources } from './namespace';

export interface AtelierI18n {
  instance: I18n;
  /** Adds a package's namespace (idempotent) and loads it for the current language. */
  register(resources: NamespaceResources): Promise<void>;
  changeLanguage(language: LanguageCode): Promise<void>;
  /** Host string overrides, merged over loaded bundles. */
  setOverrides(overrides: Partial<Record<LanguageCode, Record<string, Messages>>>): void;
}

function unwrap(module: { default: Messages } | Messages): Messages {
  return 'default' in module && typeof module.default === 'object' ? (module.default as Messages) : (module as Messages);
}

/** An own i18next instance per provider: the host's global i18next is never touched. */
export function createI18n(language: LanguageCode): AtelierI18n {
  const instance = i18next.createInstance();
  const registered = new Map<string, NamespaceResources>();
  const loading = new Map<string, Promise<void>>();
  let overrides: Partial<Record<LanguageCode, Record<string, Messages>>> = {};

  void instance.init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: SUPPORTED_LANGUAGES.map((l) => l.code),
    ns: [],
    defaultNS: false,
    resources: {},
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false, bindI18n: 'languageChanged loaded', bindI18nStore: 'added' },
  });

  const applyOverrides = (lng: LanguageCode, ns: string) => {
    const bundle = overrides[lng]?.[ns];
    if (bundle) instance.addResourceBundle(lng, ns, bundle, true, true);
  };

  const load = (lng: LanguageCode, res: NamespaceResources): Promise<void> => {
    const key = `${lng}/${res.ns}`;
    const existing = loading.get(key);
    if (existing) return existing;
    const loader = res.loaders[lng];
    const promise = (async () => {
      if (lng === FALLBACK_LANGUAGE || !loader) return;
      try {
        instance.addResourceBundle(lng, res.ns, unwrap(await loader()), true, false);
      } catch {
        // A missing chunk (offline, bad deploy) degrades to English instead of breaking the widget.
        loading.delete(key);
        return;
      }
      applyOverrides(lng, res.ns);
    })();
    loading.set(key, promise);
    return promise;
  };

  return {
    instance,
    async register(res) {
      if (!registered.has(res.ns)) {
        registered.set(res.ns, res);
        instance.addResourceBundle(FALLBACK_LANGUAGE, res.ns, res.en, true, false);
        applyOverrides(FALLBACK_LANGUAGE, res.ns);
      }
      await load(instance.language as LanguageCode, res);
    },
    async changeLanguage(lng) {
      await Promise.all([...registered.values()].map((res) => load(lng, res)));
      await instance.changeLanguage(lng);
    },
    setOverrides(next) {
      overrides = next;
      for (const lng of Object.keys(next) as LanguageCode[]) {
        for (const ns of registered.keys()) applyOverrides(lng, ns);
      }
    },
  };
}
