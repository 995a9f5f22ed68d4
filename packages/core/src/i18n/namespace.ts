import type { LanguageCode } from './languages';

/** A nested JSON object of strings (one namespace's translations). */
export interface Messages {
  [key: string]: string | Messages;
}

export type NamespaceLoader = () => Promise<{ default: Messages } | Messages>;

/**
 * One package's strings: English bundled (typed source of truth), every other language
 * loaded on demand so each (language, namespace) becomes its own chunk.
 */
export interface NamespaceResources<T extends Messages = Messages> {
  ns: string;
  en: T;
  loaders: Partial<Record<LanguageCode, NamespaceLoader>>;
}

export function defineNamespace<T extends Messages>(resources: NamespaceResources<T>): NamespaceResources<T> {
  return resources;
}

/** Dotted paths to leaf strings, for typed `t()` keys. */
export type MessageKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${MessageKey<T[K]>}`;
}[keyof T & string];
