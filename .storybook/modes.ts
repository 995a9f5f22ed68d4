/**
 * The theme × language combinations every `AllStates` story is reviewed in: light and dark,
 * en-US (the fallback, Latin) and zh-CN (the default, CJK). The keys are globals, so the same
 * object drives Chromatic's `modes` and the local screenshot suite (`pnpm test:visual`).
 */
export const allStatesModes = {
  'light en-US': { colorScheme: 'light', locale: 'en-US' },
  'dark en-US': { colorScheme: 'dark', locale: 'en-US' },
  'light zh-CN': { colorScheme: 'light', locale: 'zh-CN' },
  'dark zh-CN': { colorScheme: 'dark', locale: 'zh-CN' },
} as const satisfies Record<string, { colorScheme: 'light' | 'dark'; locale: string }>;

export type AllStatesMode = keyof typeof allStatesModes;
