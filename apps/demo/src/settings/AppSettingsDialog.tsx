import { registeredSections } from './registeredSections';
import { SettingsModal, type SettingsModalProps } from './SettingsModal';
import { SettingsSectionsContext } from './settingsSections';

/**
 * The settings modal with every package's sections: its own chunk, loaded when settings are first
 * opened (or the button is pointed at), so a first visit does not download every settings form.
 */
export default function AppSettingsDialog(props: SettingsModalProps) {
  return (
    <SettingsSectionsContext.Provider value={registeredSections}>
      <SettingsModal {...props} />
    </SettingsSectionsContext.Provider>
  );
}
