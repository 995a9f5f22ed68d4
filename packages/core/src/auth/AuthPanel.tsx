import { useState } from 'react';
import { coreNamespace } from '../i18n/coreNamespace';
import { useT } from '../i18n/useT';
import { Tabs } from '../ui/Tabs/Tabs';
import { LoginFormView } from './LoginFormView';
import { RegisterFormView } from './RegisterFormView';
import { ResetFormView } from './ResetFormView';
import { useLoginForm } from './useLoginForm';
import { useRegisterForm } from './useRegisterForm';

export type AuthTab = 'login' | 'register' | 'reset';

/** Props of `AuthPanel`. */
export interface AuthPanelProps {
  /** Tab shown first: log in, register or reset password. @default 'login' */
  defaultTab?: AuthTab;
  /** Called 200 ms after a successful login or register (spec §4); navigate to `redirect` or `/` here. @default undefined */
  onSuccess?: () => void;
}

/** The tabs of spec §2 (password login, register, reset password), for the modal and the full page. */
export function AuthPanel({ defaultTab = 'login', onSuccess }: AuthPanelProps) {
  const t = useT(coreNamespace);
  const [tab, setTab] = useState<string>(defaultTab);
  const login = useLoginForm({ onSuccess });
  const register = useRegisterForm({ onSuccess });
  return (
    <Tabs
      label={t('login.tabs')}
      value={tab}
      onValueChange={setTab}
      items={[
        { value: 'login', label: t('login.tabPassword'), content: <LoginFormView {...login} /> },
        { value: 'register', label: t('login.tabRegister'), content: <RegisterFormView {...register} /> },
        { value: 'reset', label: t('login.tabReset'), content: <ResetFormView onRegister={() => setTab('register')} /> },
      ]}
    />
  );
}
