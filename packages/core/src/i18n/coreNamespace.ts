import en from '../locales/en-US/core.json';
import { defineNamespace } from './namespace';

export const coreNamespace = defineNamespace({
  ns: 'core',
  en,
  loaders: {
    'zh-CN': () => import('../locales/zh-CN/core.json'),
    'zh-TW': () => import('../locales/zh-TW/core.json'),
    'ko-KR': () => import('../locales/ko-KR/core.json'),
    'fr-FR': () => import('../locales/fr-FR/core.json'),
    'ru-RU': () => import('../locales/ru-RU/core.json'),
    'vi-VN': () => import('../locales/vi-VN/core.json'),
    'tr-TR': () => import('../locales/tr-TR/core.json'),
  },
});

/** Core's messages (English shape); the `t` that `errorMessage` takes is `TranslateFn<CoreMessages>`. */
export type CoreMessages = (typeof coreNamespace)['en'];
