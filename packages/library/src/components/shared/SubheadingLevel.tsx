import { createContext, useContext, type ReactNode } from 'react';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

const SubheadingLevelContext = createContext<HeadingLevel>(3);

const clamp = (level: number): HeadingLevel => Math.min(6, Math.max(2, level)) as HeadingLevel;

/**
 * The level for headings inside a widget's section (empty states, sub-sections). A widget sets it
 * one below its own heading, or at its own level when the host hides that heading under the
 * page's h1, so the document outline never skips a level.
 */
export function SubheadingLevel({ level, children }: { level: number; children: ReactNode }) {
  return (
    <SubheadingLevelContext.Provider value={clamp(level)}>
      {children}
    </SubheadingLevelContext.Provider>
  );
}

export function useSubheadingLevel(): HeadingLevel {
  return useContext(SubheadingLevelContext);
}
