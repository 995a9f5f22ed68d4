import {
  type AccountSession,
  type ApiErrorData,
  Button,
  coreNamespace,
  errorMessage,
  toApiErrorData,
  useConfirm,
  useServices,
  useT,
  useToast,
  useUnmountedRef,
} from '@atelier/core';
import { useEffect, useState } from 'react';
import { demoNamespace } from '../demoNamespace';
import { Badge, DeviceList, DeviceRow, DeviceText, ErrorText, Heading, Muted, Section } from './account.styles';

export interface SignedInDevicesProps {
  /** Signs this browser out after its own session was revoked. @default reload after clearing the session */
  onSignedOut?: () => void;
}

/** The user's signed-in devices (`GET /api/account/sessions`), each with a confirmed Sign out. */
export function SignedInDevices({ onSignedOut }: SignedInDevicesProps) {
  const t = useT(demoNamespace);
  const tCore = useT(coreNamespace);
  const services = useServices();
  const confirm = useConfirm();
  const toast = useToast();
  const unmountedRef = useUnmountedRef();
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState<{ round: number; devices: AccountSession[] | null; error: ApiErrorData | null } | null>(null);
  const [actionError, setActionError] = useState<ApiErrorData | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    let left = false;
    services.auth.listSessions().then(
      (devices) => !left && setAnswer({ round, devices, error: null }),
      (err: unknown) => !left && setAnswer((previous) => ({ round, devices: previous?.devices ?? null, error: toApiErrorData(err) })),
    );
    return () => {
      left = true;
    };
  }, [services, round]);
  const reload = () => {
    setActionError(null);
    setRound((n) => n + 1);
  };
  const devices = answer?.devices ?? null;
  const loading = answer?.round !== round;
  const error = actionError ?? (loading ? null : (answer?.error ?? null));

  const name = (device: AccountSession) => device.user_agent || t('account.unknownDevice');
  const when = (iso: string) => new Date(iso).toLocaleString();

  const revoke = async (device: AccountSession) => {
    const ok = await confirm({
      title: t('account.revokeTitle'),
      message: device.current ? t('account.revokeCurrent') : t('account.revokeOther', { device: name(device) }),
      confirmLabel: t('account.revoke'),
      destructive: true,
    });
    if (!ok) return;
    setBusy(device.id);
    try {
      await services.auth.revokeSession(device.id);
      if (device.current) {
        if (onSignedOut) onSignedOut();
        else services.stores.user.logout({ reload: () => window.location.reload() });
        return;
      }
      toast.success(t('account.revoked'));
      if (!unmountedRef.current) reload();
    } catch (err) {
      if (!unmountedRef.current) setActionError(toApiErrorData(err));
    } finally {
      if (!unmountedRef.current) setBusy(null);
    }
  };

  return (
    <Section aria-labelledby="atelier-devices-heading">
      <Heading id="atelier-devices-heading">{t('account.devices')}</Heading>
      {error ? (
        <div role="alert" style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
          <ErrorText>{errorMessage(tCore, error)}</ErrorText>
          <Button size="sm" onClick={reload}>
            {t('account.retry')}
          </Button>
        </div>
      ) : null}
      {devices === null && loading ? <Muted>{t('account.loading')}</Muted> : null}
      {devices ? (
        <DeviceList>
          {devices.map((device) => (
            <DeviceRow key={device.id}>
              <DeviceText>
                <p style={{ margin: 0 }}>
                  {name(device)}
                  {device.current ? <Badge>{t('account.thisDevice')}</Badge> : null}
                </p>
                <Muted>
                  {t('account.signedInAt', { date: when(device.created_at) })} · {t('account.lastUsed', { date: when(device.last_used_at) })}
                </Muted>
              </DeviceText>
              <Button
                size="sm"
                variant="danger"
                loading={busy === device.id}
                aria-label={t('account.revokeNamed', { device: name(device) })}
                onClick={() => void revoke(device)}
              >
                {t('account.revoke')}
              </Button>
            </DeviceRow>
          ))}
        </DeviceList>
      ) : null}
    </Section>
  );
}
