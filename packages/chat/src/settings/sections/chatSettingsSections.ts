import type { ComponentType } from 'react';
import { ChatAboutSettingsSection } from './ChatAboutSettingsSection';
import { ChatAdvancedSettingsSection } from './ChatAdvancedSettingsSection';
import { ChatModelSettingsSection } from './ChatModelSettingsSection';

/** Where a host's settings modal shows the chat's sections (ids of spec §2's tabs). */
export interface ChatSettingsSection {
  key: string;
  section: 'model' | 'advanced' | 'about';
  Component: ComponentType;
}

/** The chat's contributions to a host's settings modal; the host's own Server tab holds address and key. */
export const chatSettingsSections: readonly ChatSettingsSection[] = [
  { key: 'chat-model', section: 'model', Component: ChatModelSettingsSection },
  { key: 'chat-advanced', section: 'advanced', Component: ChatAdvancedSettingsSection },
  { key: 'chat-about', section: 'about', Component: ChatAboutSettingsSection },
];
