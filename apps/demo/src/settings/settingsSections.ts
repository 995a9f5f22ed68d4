import { createContext, type ComponentType, useContext } from 'react';

export type SettingsSectionId = 'general' | 'advanced' | 'config' | 'server' | 'about' | 'model';

/** A package's contribution to one settings section (e.g. chat's model settings). */
export interface RegisteredSection {
  key: string;
  section: SettingsSectionId;
  Component: ComponentType;
}

export const SettingsSectionsContext = createContext<readonly RegisteredSection[]>([]);

export function useRegisteredSections(): readonly RegisteredSection[] {
  return useContext(SettingsSectionsContext);
}
