import { defineNamespace } from '@atelier/core';
import en from './locales/en-US/demo.json';

export const demoNamespace = defineNamespace({
  ns: 'demo',
  en,
  loaders: {
    'zh-CN': () => import('./locales/zh-CN/demo.json'),
    'zh-TW': () => import('./locales/zh-TW/demo.json'),
    'ko-KR': () => import('./locales/ko-KR/demo.json'),
    'fr-FR': () => import('./locales/fr-FR/demo.json'),
    'ru-RU': () => import('./locales/ru-RU/demo.json'),
    'vi-VN': () => import('./locales/vi-VN/demo.json'),
    'tr-TR': () => import('./locales/tr-TR/demo.json'),
  },
});
