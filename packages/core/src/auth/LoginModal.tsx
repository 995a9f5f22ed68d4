import type { CSSProperties } from 'react';
import { coreNamespace } from '../i18n/coreNamespace';
import { useT } from '../i18n/useT';
import { Modal } from '../ui/Modal/Modal';
import { AuthPanel, type AuthTab } from './AuthPanel';

/** Props of `LoginModal`. */
export interface LoginModalProps {
  /** Whether the dialog is shown (controlled by the host). */
  open: boolean;
  /** Asked to close (Escape, the close button, or after signing in) or to open. */
  onOpenChange: (details: { open: boolean }) => void;
  /** Tab shown first: log in, register or reset password. @default 'login' */
  defaultTab?: AuthTab;
  /** After a successful sign-in (the modal closes itself first). @default undefined */
  onSuccess?: () => void;
  /** On the dialog panel. @default undefined */
  className?: string;
  /** On the dialog panel. @default undefined */
  style?: CSSProperties;
}

/**
 * The sign-in widget: password login, register (with automatic login) and reset tabs,
 * driven by the login and register machines against the library API.
 */
export function LoginModal({ open, onOpenChange, defaultTab, onSuccess, className, style }: LoginModalProps) {
  const t = useT(coreNamespace);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('login.title')} className={className} style={style}>
      <AuthPanel
        {...(defaultTab ? { defaultTab } : {})}
        onSuccess={() => {
          onOpenChange({ open: false });
          onSuccess?.();
        }}
      />
    </Modal>
  );
}
