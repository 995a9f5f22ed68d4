import {
  type ApiErrorData,
  Button,
  coreNamespace,
  type DeleteAccountBooks,
  errorMessage,
  fieldErrorMessage,
  LOGIN_RULES,
  Modal,
  RadioGroup,
  TextField,
  toApiErrorData,
  useServices,
  useT,
  useToast,
  useUnmountedRef,
} from '@atelier/core';
import { useId, useState } from 'react';
import { demoNamespace } from '../demoNamespace';
import { ErrorText } from './account.styles';
import { forgetAccountOnDevice } from '../sync/accountSyncService';

export interface DeleteAccountModalProps {
  open: boolean;
  onOpenChange: (details: { open: boolean }) => void;
  /** After the account is gone and this browser signed out (e.g. go home). @default nothing more */
  onDeleted?: () => void;
}

const CHOICES: DeleteAccountBooks[] = ['delete', 'hand_over'];
const CHOICE_KEY = { delete: 'booksDelete', hand_over: 'booksHandOver' } as const;
const CONFIRM_KEY = { delete: 'confirmDeleteBooks', hand_over: 'confirmHandOver' } as const;
/** Refusals that are about what was typed in the password field, shown beside it. */
const PASSWORD_CODES = new Set(['WRONG_PASSWORD', 'CONFIRMATION_MISMATCH']);

/**
 * `DELETE /api/account`: the user chooses what happens to their books and confirms with the password.
 * Nothing is preselected, so no one deletes their books by pressing Enter; the confirm button says
 * what it will do. On success this browser signs out through the user store, as a logout does.
 */
export function DeleteAccountModal({ open, onOpenChange, onDeleted }: DeleteAccountModalProps) {
  const t = useT(demoNamespace);
  const tCore = useT(coreNamespace);
  const services = useServices();
  const toast = useToast();
  const unmountedRef = useUnmountedRef();
  const id = useId();
  const [books, setBooks] = useState<DeleteAccountBooks | null>(null);
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState<{ books?: boolean; password?: boolean }>({});
  const [error, setError] = useState<ApiErrorData | null>(null);
  const [deleting, setDeleting] = useState(false);

  const close = () => {
    setBooks(null);
    setPassword('');
    setChecked({});
    setError(null);
    onOpenChange({ open: false });
  };

  const submit = async () => {
    const missing = { books: books === null, password: password === '' };
    setChecked(missing);
    setError(null);
    if (missing.books || missing.password || books === null) return;
    setDeleting(true);
    try {
      await services.auth.deleteAccount({ password, books });
      // Every token of the account is dead already: nothing to revoke, only local state to clear,
      // the account's chats and drawings on this device with it (nothing of it is left to sync to).
      const { uid } = services.stores.user.getState();
      if (uid) await forgetAccountOnDevice(services, uid).catch(() => undefined);
      services.stores.user.logout();
      toast.success(t('account.deleted'));
      if (!unmountedRef.current) close();
      onDeleted?.();
    } catch (err) {
      if (!unmountedRef.current) setError(toApiErrorData(err));
    } finally {
      if (!unmountedRef.current) setDeleting(false);
    }
  };

  const serverField = (name: 'password' | 'books') => {
    if (!error) return undefined;
    if (name === 'password' && PASSWORD_CODES.has(error.code)) return errorMessage(tCore, error);
    if (name === 'books' && error.code === 'NO_ADMIN_TO_HAND_OVER') return errorMessage(tCore, error);
    const field = error.fields.find((f) => f.field === name);
    return field ? fieldErrorMessage(tCore, field) : undefined;
  };
  const passwordError = (checked.password ? t('account.deletePasswordRequired') : undefined) ?? serverField('password');
  const booksError = (checked.books ? t('account.booksRequired') : undefined) ?? serverField('books');
  const general = error && !serverField('password') && !serverField('books') ? errorMessage(tCore, error) : undefined;

  return (
    <Modal
      open={open}
      onOpenChange={({ open: next }) => (next ? onOpenChange({ open: true }) : close())}
      title={t('account.deleteTitle')}
      role="alertdialog"
      footer={
        <>
          <Button onClick={close}>{t('account.cancel')}</Button>
          <Button variant="danger" type="submit" form={`${id}-form`} loading={deleting}>
            {t(books ? `account.${CONFIRM_KEY[books]}` : 'account.confirmDelete')}
          </Button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        noValidate
        style={{ display: 'grid', gap: 12 }}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p style={{ margin: 0 }}>{t('account.deleteIntro')}</p>
        <RadioGroup
          legend={t('account.booksLegend')}
          tone="danger"
          value={books}
          error={booksError}
          options={CHOICES.map((choice) => ({ value: choice, label: t(`account.${CHOICE_KEY[choice]}`), hint: t(`account.${CHOICE_KEY[choice]}Hint`) }))}
          onValueChange={(choice) => {
            setBooks(choice);
            setChecked((c) => ({ ...c, books: false }));
          }}
        />
        <TextField
          label={t('account.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          maxLength={LOGIN_RULES.password.maxLength}
          error={passwordError}
          onChange={(e) => setPassword(e.target.value)}
        />
        {general ? <ErrorText role="alert">{general}</ErrorText> : null}
      </form>
    </Modal>
  );
}
