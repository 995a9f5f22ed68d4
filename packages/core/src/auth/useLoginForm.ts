import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { createAuthActors } from '../actors/createAuthActors';
import { coreNamespace } from '../i18n/coreNamespace';
import { useT } from '../i18n/useT';
import { LOGIN_TICK_MS, loginMachine } from '../machines/loginMachine';
import { useServices } from '../provider/contexts';
import { authErrorMessage } from './authErrorMessage';
import { credentialFieldErrors, type CredentialFieldErrors } from './credentialFieldErrors';
import { persistLogin, rememberedUser } from './persistLogin';

/** What `useLoginForm` returns: the state and actions its view renders. */
export interface LoginFormViewModel {
  /** User name field; prefilled with the remembered user, if any. */
  userName: string;
  /** Password field. */
  password: string;
  /** "Remember me": keep the user name for the next login. */
  remember: boolean;
  /** A login is in flight; the submit button shows the countdown. */
  submitting: boolean;
  /** Seconds left before a login in flight gives up with a timeout, counted down in 10 s steps. */
  secondsLeft: number;
  /** Translated reason the last login failed, else null. */
  error: string | null;
  /** Translated "logged in" notice once the login succeeded, else null. */
  success: string | null;
  /** Translated rule each field breaks, shown beside it; set on submit, and nothing is sent while any is. */
  fieldErrors: CredentialFieldErrors;
  /** Edits the user name. */
  setUserName(value: string): void;
  /** Edits the password. */
  setPassword(value: string): void;
  /** Ticks or unticks "remember me". */
  setRemember(value: boolean): void;
  /** Logs in with the fields' values. */
  submit(): void;
}

export function useLoginForm({ onSuccess }: { onSuccess?: (() => void) | undefined }): LoginFormViewModel {
  const services = useServices();
  const t = useT(coreNamespace);
  const logic = useMemo(
    () =>
      loginMachine.provide({
        actors: createAuthActors(services.auth),
        actions: {
          storeSession: (_, params) => persistLogin(services, params),
        },
      }),
    [services],
  );
  const actor = useActorRef(logic, {
    input: (() => {
      const saved = rememberedUser(services);
      return saved ? { userName: saved, remember: true } : {};
    })(),
  });
  useEffect(() => {
    // The machine finishes 200 ms after success (spec §4); the host navigates then.
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') onSuccess?.();
    });
    return () => subscription.unsubscribe();
  }, [actor, onSuccess]);
  const context = useSelector(actor, (s) => s.context);
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  const succeeded = useSelector(actor, (s) => s.matches('succeeded') || s.matches('done'));
  return {
    userName: context.userName,
    password: context.password,
    remember: context.remember,
    submitting,
    secondsLeft: (context.ticksLeft * LOGIN_TICK_MS) / 1000,
    error: context.error ? authErrorMessage(t, context.error) : null,
    fieldErrors: credentialFieldErrors(t, context.fieldErrors),
    success: succeeded ? t('login.success') : null,
    setUserName: (value) => actor.send({ type: 'field.change', field: 'userName', value }),
    setPassword: (value) => actor.send({ type: 'field.change', field: 'password', value }),
    setRemember: (value) => actor.send({ type: 'remember.change', value }),
    submit: () => actor.send({ type: 'login.submit' }),
  };
}
