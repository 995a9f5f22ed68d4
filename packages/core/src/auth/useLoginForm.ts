import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { createAuthActors } from '../actors/createAuthActors';
import { coreNamespace } from '../i18n/coreNamespace';
import { useT } from '../i18n/useT';
import { LOGIN_TICK_MS, loginMachine } from '../machines/loginMachine';
import { useServices } from '../provider/contexts';
import { authErrorMessage } from './authErrorMessage';
import { persistLogin, rememberedUser } from './persistLogin';

export interface LoginFormViewModel {
  userName: string;
  password: string;
  remember: boolean;
  submitting: boolean;
  secondsLeft: number;
  error: string | null;
  success: string | null;
  setUserName(value: string): void;
  setPassword(value: string): void;
  setRemember(value: boolean): void;
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
  const state = useSelector(actor, (s) => s);
  const { context } = state;
  return {
    userName: context.userName,
    password: context.password,
    remember: context.remember,
    submitting: state.matches('submitting'),
    secondsLeft: (context.ticksLeft * LOGIN_TICK_MS) / 1000,
    error: context.error ? authErrorMessage(t, context.error) : null,
    success: state.matches('succeeded') || state.matches('done') ? t('login.success') : null,
    setUserName: (value) => actor.send({ type: 'field.change', field: 'userName', value }),
    setPassword: (value) => actor.send({ type: 'field.change', field: 'password', value }),
    setRemember: (value) => actor.send({ type: 'remember.change', value }),
    submit: () => actor.send({ type: 'login.submit' }),
  };
}
