import { type CSSProperties, type ReactNode, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { ThemeProvider } from 'styled-components';
import { ThemeStateContext, type ThemeState } from '../provider/contexts';
import { type ColorSchemePreference, resolveColorScheme } from './colorScheme';
import { vars } from './cssVars';
import { AtelierRoot } from './ThemeRoot.styles';
import { breakpoints } from './tokens';
import { useSystemPrefersDark } from './useSystemPrefersDark';

/** Props of `ThemeRoot`. */
export interface ThemeRootProps {
  /** `light`, `dark` or `auto` (follows the OS setting and its changes). */
  colorScheme: ColorSchemePreference;
  /** BCP-47 language set as `lang` on the root, so screen readers and hyphenation use it. */
  lang: string;
  /** Class on the themed root element. @default undefined */
  className?: string | undefined;
  /** Inline style on the themed root element. @default undefined */
  style?: CSSProperties | undefined;
  /** The widgets to theme. @default undefined (an empty root) */
  children?: ReactNode;
}

/** Merged into the host's styled-components theme under one key, never replacing it. */
export interface AtelierStyledTheme {
  atelier: { vars: typeof vars; colorScheme: 'light' | 'dark'; breakpoints: typeof breakpoints };
}

export function ThemeRoot({ colorScheme, lang, className, style, children }: ThemeRootProps) {
  const prefersDark = useSystemPrefersDark();
  const resolved = resolveColorScheme(colorScheme, prefersDark);
  const [portalContainer, setPortalContainer] = useState<HTMLElement | null>(null);
  const state = useMemo<ThemeState>(
    () => ({ preference: colorScheme, resolved, portalContainer }),
    [colorScheme, resolved, portalContainer],
  );
  const mergeTheme = useMemo(
    () => (outer: object | undefined) => ({
      ...outer,
      atelier: { vars, colorScheme: resolved, breakpoints },
    }),
    [resolved],
  );
  const canPortal = typeof document !== 'undefined';

  return (
    <ThemeProvider theme={mergeTheme}>
      <ThemeStateContext.Provider value={state}>
        <AtelierRoot
          data-atelier-root=""
          data-color-scheme={colorScheme}
          data-resolved-color-scheme={resolved}
          lang={lang}
          dir="ltr"
          className={className}
          style={style}
        >
          {children}
        </AtelierRoot>
        {canPortal &&
          createPortal(
            <AtelierRoot
              ref={setPortalContainer}
              data-atelier-root=""
              data-atelier-portal=""
              data-color-scheme={colorScheme}
              lang={lang}
              dir="ltr"
            />,
            document.body,
          )}
      </ThemeStateContext.Provider>
    </ThemeProvider>
  );
}
