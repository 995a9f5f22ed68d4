import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { createAuthActors } from '../actors/createAuthActors';
import { coreNamespace } from '../i18n/coreNamespace';
import { useT } from '../i18n/useT';
import { loginMachine } from '../machines/loginMachine';
import { registerMachine } from '../machines/registerMachine';
import { useServices } from '../provider/contexts';
import { authErrorMessage } from './authErrorMessage';
import { credentialFieldErrors, type CredentialFieldErrors } from './credentialFieldErrors';
import { persistLogin } from './persistLogin';

/** What `useRegisterForm` returns: the state and actions its view renders. */
export interface RegisterFormViewModel {
  /** User name field. */
  userName: string;
  /** Password field. */
  password: string;
  /** "Remember me": keep the user name for the next login. */
  remember: boolean;
  /** Registering, or logging in right after; the submit button shows a spinner. */
  submitting: boolean;
  /** Translated reason registering or the login after it failed, else null. */
  error: string | null;
  /** Progress lines: "Register success", "starting login...", "Login success". */
  notices: string[];
  /** Translated rule each field breaks, shown beside it; set on submit, and nothing is sent while any is. */
  fieldErrors: CredentialFieldErrors;
  /** Edits the user name. */
  setUserName(value: string): void;
  /** Edits the password. */
  setPassword(value: string): void;
  /** Ticks or unticks "remember me". */
  setRemember(value: boolean): void;
  /** Registers with the fields' values, then logs in. */
  submit(): void;
}

export function useRegisterForm({ onSuccess }: { onSuccess?: (() => void) | undefined }): RegisterFormViewModel {
  const services = useServices();
  const t = useT(coreNamespace);
  const logic = useMemo(
    () =>
      registerMachine.provide({
        actors: {
          registerRequest: createAuthActors(services.auth).registerRequest,
          login: loginMachine.provide({
            actors: createAuthActors(services.auth),
            actions: { storeSession: (_, params) => persistLogin(services, params) },
          }),
        },
      }),
    [services],
  );
  const actor = useActorRef(logic, { input: {} });
  useEffect(() => {
    // The machine finishes 200 ms after success (spec §4); the host navigates then.
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') onSuccess?.();
    });
    return () => subscription.unsubscribe();
  }, [actor, onSuccess]);
  const context = useSelector(actor, (s) => s.context);
  const registering = useSelector(actor, (s) => s.matches('registering'));
  const loggingIn = useSelector(actor, (s) => s.matches({ loggingIn: 'pending' }));
  const loggedIn = useSelector(actor, (s) => s.matches({ loggingIn: 'succeeded' }) || s.matches('done'));
  const notices: string[] = [];
  if (context.registered) notices.push(t('login.registerSuccess'));
  if (loggingIn) notices.push(t('login.startingLogin'));
  if (loggedIn) notices.push(t('login.success'));
  return {
    userName: context.userName,
    password: context.password,
    remember: context.remember,
    submitting: registering || loggingIn,
    error: context.error ? authErrorMessage(t, context.error) : null,
    fieldErrors: credentialFieldErrors(t, context.fieldErrors),
    notices,
    setUserName: (value) => actor.send({ type: 'field.change', field: 'userName', value }),
    setPassword: (value) => actor.send({ type: 'field.change', field: 'password', value }),
    setRemember: (value) => actor.send({ type: 'remember.change', value }),
    submit: () => actor.send({ type: 'register.submit' }),
  };
}
