import { defineNamespace } from '@atelier/core';
import en from '../locales/en-US/chat.json';

export const chatNamespace = defineNamespace({
  ns: 'chat',
  en,
  loaders: {
    'zh-CN': () => import('../locales/zh-CN/chat.json'),
    'zh-TW': () => import('../locales/zh-TW/chat.json'),
    'ko-KR': () => import('../locales/ko-KR/chat.json'),
    'fr-FR': () => import('../locales/fr-FR/chat.json'),
    'ru-RU': () => import('../locales/ru-RU/chat.json'),
    'vi-VN': () => import('../locales/vi-VN/chat.json'),
    'tr-TR': () => import('../locales/tr-TR/chat.json'),
  },
});

export type ChatMessages = typeof en;
