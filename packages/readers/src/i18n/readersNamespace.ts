import { defineNamespace } from '@atelier/core';
import en from '../locales/en-US/readers.json';

export const readersNamespace = defineNamespace({
  ns: 'readers',
  en,
  loaders: {
    'zh-CN': () => import('../locales/zh-CN/readers.json'),
    'zh-TW': () => import('../locales/zh-TW/readers.json'),
    'ko-KR': () => import('../locales/ko-KR/readers.json'),
    'fr-FR': () => import('../locales/fr-FR/readers.json'),
    'ru-RU': () => import('../locales/ru-RU/readers.json'),
    'vi-VN': () => import('../locales/vi-VN/readers.json'),
    'tr-TR': () => import('../locales/tr-TR/readers.json'),
  },
});

export type ReadersMessages = typeof en;
