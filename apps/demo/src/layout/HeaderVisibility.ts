import { createContext, useContext } from 'react';

/** Lets a page take the site header and bottom bar off screen (the reader while reading immersively). */
export const HeaderVisibilityContext = createContext<(shown: boolean) => void>(() => {});

export function useHeaderVisibility() {
  return useContext(HeaderVisibilityContext);
}
