import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { RESET_RULES } from '../contracts/formRules';
import { toApiErrorData } from '../errors/ApiErrorData';
import { errorMessage, fieldErrorMessage } from '../errors/errorMessage';
import { coreNamespace } from '../i18n/coreNamespace';
import { useT } from '../i18n/useT';
import { useI18nContext, useServices } from '../provider/contexts';
import { checkField, type FieldProblem } from '../validation/checkField';

/** Seconds before another code may be asked for (spec §2: the send button counts down). */
export const RESEND_SECONDS = 60;

/** A field of the reset form, by its API name. */
export type ResetField = keyof typeof RESET_RULES;

/**
 * How this server lets a forgotten password be reset: `email` (a mailed code), `admin` (ask an
 * administrator for a link), or `loading` while `/api/session` has not answered yet.
 */
export type ResetMode = 'email' | 'admin' | 'loading';

/** What `useResetForm` returns: the state and actions `ResetFormView` renders. */
export interface ResetFormViewModel {
  /** Which form to show: the e-mail one, "ask an administrator", or a loading line. */
  mode: ResetMode;
  /** The address the code goes to (the one in the account's profile). */
  email: string;
  /** The 6 digits from the e-mail. */
  code: string;
  /** The new password. */
  password: string;
  /** Seconds until "Send" works again; 0 when it does. */
  secondsLeft: number;
  /** A code was asked for: says one is on its way if the address has an account. */
  codeSent: boolean;
  /** The new password is being sent. */
  submitting: boolean;
  /** Translated rule each field breaks (checked before sending, or named by the server), beside it. */
  fieldErrors: Partial<Record<ResetField, string>>;
  /** Translated reason a request failed that belongs to no one field, else null. */
  error: string | null;
  /** Edits the address. */
  setEmail(value: string): void;
  /** Edits the code. */
  setCode(value: string): void;
  /** Edits the new password. */
  setPassword(value: string): void;
  /** Mails a code to the address (when it passes the rules) and starts the countdown. */
  sendCode(): void;
  /** Sets the new password with the code. */
  submit(): void;
}

function problemsOf(values: Record<ResetField, string>, fields: readonly ResetField[]): Partial<Record<ResetField, FieldProblem>> {
  const problems: Partial<Record<ResetField, FieldProblem>> = {};
  for (const field of fields) {
    const problem = checkField(field, values[field], RESET_RULES[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/**
 * The Reset tab's logic: which kind of reset the server offers (`passwordReset` of
 * `/api/session`), the rules checked before sending, the send countdown, and the two calls.
 * `onDone` runs after the password was changed.
 */
export function useResetForm({ onDone }: { onDone: () => void }): ResetFormViewModel {
  const services = useServices();
  const i18n = useI18nContext();
  const t = useT(coreNamespace);
  const { session } = services;
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  useEffect(() => {
    const controller = new AbortController();
    session.fetchSession(controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [session]);
  const mode: ResetMode =
    snapshot.config?.passwordReset === 'email' ? 'email' : snapshot.config || snapshot.status === 'failed' ? 'admin' : 'loading';

  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [codeSent, setCodeSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<ResetField, FieldProblem>>>({});
  const [refusal, setRefusal] = useState<{ field: ResetField | null; message: string } | null>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const values = { email: email.trim(), code: code.trim(), new_password: password };
  // A field marked wrong is checked again as it is edited, so its message goes once it is fixed.
  const edit = (field: ResetField, set: (value: string) => void) => (value: string) => {
    set(value);
    if (refusal?.field === field) setRefusal(null);
    if (problems[field]) {
      const next = { ...values, [field]: field === 'new_password' ? value : value.trim() };
      setProblems((shown) => {
        const kept = { ...shown };
        const again = checkField(field, next[field], RESET_RULES[field]);
        if (again) kept[field] = again;
        else delete kept[field];
        return kept;
      });
    }
  };

  /** A refusal in the reader's words: beside the field it concerns, or under the form. */
  const refuse = useCallback(
    (error: unknown) => {
      const data = toApiErrorData(error);
      const named = data.fields.find((f): f is typeof f & { field: ResetField } => f.field in RESET_RULES);
      if (named) setRefusal({ field: named.field, message: fieldErrorMessage(t, named) });
      else if (data.code === 'RESET_CODE_INVALID') setRefusal({ field: 'code', message: errorMessage(t, data) });
      else setRefusal({ field: null, message: errorMessage(t, data) });
    },
    [t],
  );

  const sendCode = () => {
    const found = problemsOf(values, ['email']);
    setProblems(found);
    setRefusal(null);
    // Nothing is sent while the address breaks a rule the server checks.
    if (found.email || secondsLeft > 0) return;
    setSecondsLeft(RESEND_SECONDS);
    services.auth.requestResetCode(values.email, i18n.instance.language).then(
      () => live.current && setCodeSent(true),
      (error: unknown) => {
        if (!live.current) return;
        // Nothing was sent, so the button need not wait.
        setSecondsLeft(0);
        refuse(error);
      },
    );
  };

  const submit = () => {
    const found = problemsOf(values, ['email', 'code', 'new_password']);
    setProblems(found);
    setRefusal(null);
    if (Object.keys(found).length > 0 || submitting) return;
    setSubmitting(true);
    services.auth.resetPassword(values.email, values.code, values.new_password).then(
      () => {
        if (!live.current) return;
        setSubmitting(false);
        setCode('');
        setPassword('');
        onDone();
      },
      (error: unknown) => {
        if (!live.current) return;
        setSubmitting(false);
        refuse(error);
      },
    );
  };

  const fieldErrors: Partial<Record<ResetField, string>> = {};
  for (const field of Object.keys(problems) as ResetField[]) fieldErrors[field] = fieldErrorMessage(t, problems[field]!);
  if (refusal?.field && !fieldErrors[refusal.field]) fieldErrors[refusal.field] = refusal.message;

  return {
    mode,
    email,
    code,
    password,
    secondsLeft,
    codeSent,
    submitting,
    fieldErrors,
    error: refusal && !refusal.field ? refusal.message : null,
    setEmail: edit('email', setEmail),
    setCode: edit('code', setCode),
    setPassword: edit('new_password', setPassword),
    sendCode,
    submit,
  };
}
