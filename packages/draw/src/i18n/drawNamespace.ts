import { defineNamespace } from '@atelier/core';
import en from '../locales/en-US/draw.json';

export const drawNamespace = defineNamespace({
  ns: 'draw',
  en,
  loaders: {
    'zh-CN': () => import('../locales/zh-CN/draw.json'),
    'zh-TW': () => import('../locales/zh-TW/draw.json'),
    'ko-KR': () => import('../locales/ko-KR/draw.json'),
    'fr-FR': () => import('../locales/fr-FR/draw.json'),
    'ru-RU': () => import('../locales/ru-RU/draw.json'),
    'vi-VN': () => import('../locales/vi-VN/draw.json'),
    'tr-TR': () => import('../locales/tr-TR/draw.json'),
  },
});

export type DrawMessages = typeof en;
