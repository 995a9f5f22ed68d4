import { Modal, Tabs, useT } from '@atelier/core';
import { demoNamespace } from '../demoNamespace';
import { AboutSection } from './AboutSection';
import { GeneralSection } from './GeneralSection';
import { ServerSection } from './ServerSection';
import { type SettingsSectionId, useRegisteredSections } from './settingsSections';

export interface SettingsModalProps {
  /** Section shown first. @default 'general' */
  section?: SettingsSectionId;
  open: boolean;
  onOpenChange: (details: { open: boolean }) => void;
}

const ORDER: SettingsSectionId[] = ['general', 'advanced', 'config', 'server', 'about', 'model'];

/** Spec §2 settings: general, advanced, config, server, about and model; packages fill their sections. */
export function SettingsModal({ section = 'general', open, onOpenChange }: SettingsModalProps) {
  const t = useT(demoNamespace);
  const registered = useRegisteredSections();
  const builtIn: Partial<Record<SettingsSectionId, React.ReactNode>> = {
    // Keyed: they share a list with the sections packages register.
    general: <GeneralSection key="built-in" />,
    server: <ServerSection key="built-in" />,
    about: <AboutSection key="built-in" />,
  };
  const items = ORDER.map((id) => {
    const parts = [builtIn[id], ...registered.filter((s) => s.section === id).map((s) => <s.Component key={s.key} />)].filter(Boolean);
    return {
      value: id,
      label: t(`settings.${id}`),
      content: parts.length ? <div style={{ display: 'grid', gap: 24 }}>{parts}</div> : <p>{t('settings.empty')}</p>,
    };
  });
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('settings.title')}>
      <Tabs label={t('settings.sections')} items={items} defaultValue={section} />
    </Modal>
  );
}
