import { defineNamespace } from '@atelier/core';
import en from '../locales/en-US/library.json';

export const libraryNamespace = defineNamespace({
  ns: 'library',
  en,
  loaders: {
    'zh-CN': () => import('../locales/zh-CN/library.json'),
    'zh-TW': () => import('../locales/zh-TW/library.json'),
    'ko-KR': () => import('../locales/ko-KR/library.json'),
    'fr-FR': () => import('../locales/fr-FR/library.json'),
    'ru-RU': () => import('../locales/ru-RU/library.json'),
    'vi-VN': () => import('../locales/vi-VN/library.json'),
    'tr-TR': () => import('../locales/tr-TR/library.json'),
  },
});

export type LibraryMessages = typeof en;
