import { useState } from 'react';
import { coreNamespace } from '../i18n/coreNamespace';
import { useT } from '../i18n/useT';
import { Tabs } from '../ui/Tabs/Tabs';
import { AuthMessage } from './AuthPanel.styles';
import { LoginFormView } from './LoginFormView';
import { RegisterFormView } from './RegisterFormView';
import { ResetFormView } from './ResetFormView';
import { useLoginForm } from './useLoginForm';
import { useRegisterForm } from './useRegisterForm';
import { useResetForm } from './useResetForm';

export type AuthTab = 'login' | 'register' | 'reset';

/** Props of `AuthPanel`. */
export interface AuthPanelProps {
  /** Tab shown first: log in, register or reset password. @default 'login' */
  defaultTab?: AuthTab;
  /** Called 200 ms after a successful login or register (spec §4); navigate to `redirect` or `/` here. @default undefined */
  onSuccess?: () => void;
}

/** The reset tab, mounted only while shown: it asks `/api/session` which kind of reset the server offers. */
function ResetTab({ onRegister, onDone }: { onRegister: () => void; onDone: () => void }) {
  return <ResetFormView {...useResetForm({ onDone })} onRegister={onRegister} />;
}

/** The tabs of spec §2 (password login, register, reset password), for the modal and the full page. */
export function AuthPanel({ defaultTab = 'login', onSuccess }: AuthPanelProps) {
  const t = useT(coreNamespace);
  const [tab, setTab] = useState<string>(defaultTab);
  // After a reset the login tab says the password changed until another tab is chosen.
  const [resetDone, setResetDone] = useState(false);
  const login = useLoginForm({ onSuccess });
  const register = useRegisterForm({ onSuccess });
  return (
    <Tabs
      label={t('login.tabs')}
      value={tab}
      onValueChange={(value) => {
        setResetDone(false);
        setTab(value);
      }}
      items={[
        {
          value: 'login',
          label: t('login.tabPassword'),
          content: (
            <>
              {resetDone ? (
                <AuthMessage $tone="success" role="status">
                  {t('login.resetDone')}
                </AuthMessage>
              ) : null}
              <LoginFormView {...login} />
            </>
          ),
        },
        { value: 'register', label: t('login.tabRegister'), content: <RegisterFormView {...register} /> },
        {
          value: 'reset',
          label: t('login.tabReset'),
          content: (
            <ResetTab
              onRegister={() => setTab('register')}
              onDone={() => {
                setTab('login');
                setResetDone(true);
              }}
            />
          ),
        },
      ]}
    />
  );
}
