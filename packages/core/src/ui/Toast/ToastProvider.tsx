import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { coreNamespace } from '../../i18n/coreNamespace';
import { useT } from '../../i18n/useT';
import { useThemeState } from '../../provider/contexts';
import { useUnmountedRef } from '../../provider/useUnmountedRef';
import { Toast } from './Toast';
import { ToastList, ToastRegion } from './Toast.styles';
import { DEFAULT_TOAST_MS, type ToastApi, ToastContext, type ToastOptions, type ToastTone } from './ToastContext';

/** Props of `ToastProvider`. */
export interface ToastProviderProps {
  /** The app whose toasts this provider shows. @default undefined */
  children?: ReactNode;
  /** Most messages shown at once; older ones make room. @default 5 */
  max?: number;
}

interface ToastEntry {
  id: number;
  tone: ToastTone;
  message: string;
  duration: number;
}

/**
 * Message service for its subtree (AppProvider already includes one). Successes and infos are
 * announced politely, errors assertively; both live regions exist before any message arrives so
 * screen readers pick them up.
 */
export function ToastProvider({ children, max = 5 }: ToastProviderProps) {
  const t = useT(coreNamespace);
  const { portalContainer } = useThemeState();
  const [items, setItems] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);
  // A request that finishes after the app was taken down may still report: there is no one to tell.
  const goneRef = useUnmountedRef();

  const dismiss = useCallback((id: number) => !goneRef.current && setItems((list) => list.filter((i) => i.id !== id)), [goneRef]);
  const show = useCallback(
    (tone: ToastTone, message: string, options: ToastOptions = {}) => {
      const id = nextId.current++;
      const entry = { id, tone, message, duration: options.duration ?? DEFAULT_TOAST_MS };
      if (!goneRef.current) setItems((list) => [...list, entry].slice(-max));
      return id;
    },
    [max, goneRef],
  );
  const api = useMemo<ToastApi>(
    () => ({
      success: (m, o) => show('success', m, o),
      error: (m, o) => show('error', m, o),
      info: (m, o) => show('info', m, o),
      dismiss,
    }),
    [show, dismiss],
  );

  const render = (entries: ToastEntry[]) =>
    entries.map((i) => <Toast key={i.id} tone={i.tone} message={i.message} duration={i.duration} onDismiss={() => dismiss(i.id)} />);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {portalContainer
        ? createPortal(
            <ToastRegion data-part="toast-region" aria-label={t('ui.notifications')}>
              <ToastList aria-live="polite" data-part="toast-list">
                {render(items.filter((i) => i.tone !== 'error'))}
              </ToastList>
              <ToastList aria-live="assertive" data-part="toast-list">
                {render(items.filter((i) => i.tone === 'error'))}
              </ToastList>
            </ToastRegion>,
            portalContainer,
          )
        : null}
    </ToastContext.Provider>
  );
}
