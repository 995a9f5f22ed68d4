import { createContext, useContext } from 'react';
import type { SettingsSectionId } from './settingsSections';

/** Lets a page open the settings modal at a section (e.g. chat's "API key error → Server"). */
export const SettingsOpenerContext = createContext<(section?: SettingsSectionId) => void>(() => {});

export function useOpenSettings() {
  return useContext(SettingsOpenerContext);
}
