import { Button, TextField, useT, useToast } from '@atelier/core';
import { useState } from 'react';
import { demoNamespace } from '../demoNamespace';
import { useServerSettings } from './DemoSettings';
import { defaultServerSettings, isValidAddress, type ServerSettings } from './serverSettings';

const URL_FIELDS = ['openaiUrl', 'drawUrl', 'uploadUrl'] as const;

/** OpenAI and drawing addresses and keys, and the upload address; save and restore defaults. */
export function ServerSection() {
  const t = useT(demoNamespace);
  const toast = useToast();
  const { server, store } = useServerSettings();
  const [draft, setDraft] = useState<ServerSettings>(server);
  const [submitted, setSubmitted] = useState(false);
  const invalid = URL_FIELDS.filter((k) => !isValidAddress(draft[k]));
  const errorFor = (k: (typeof URL_FIELDS)[number]) => (submitted && invalid.includes(k) ? t('server.invalidUrl') : undefined);
  const field = (key: keyof ServerSettings) => ({
    value: draft[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setDraft((d) => ({ ...d, [key]: e.target.value })),
  });

  return (
    <form
      style={{ display: 'grid', gap: 12 }}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(true);
        if (invalid.length > 0) return;
        store.setState(draft);
        toast.success(t('server.saved'));
      }}
    >
      <p style={{ margin: 0 }}>{t('server.hint')}</p>
      <TextField label={t('server.openaiUrl')} type="url" placeholder="https://api.openai.com" error={errorFor('openaiUrl')} {...field('openaiUrl')} />
      <TextField label={t('server.openaiKey')} type="password" autoComplete="off" {...field('openaiKey')} />
      <TextField label={t('server.drawUrl')} type="url" error={errorFor('drawUrl')} {...field('drawUrl')} />
      <TextField label={t('server.drawSecret')} type="password" autoComplete="off" {...field('drawSecret')} />
      <TextField label={t('server.uploadUrl')} type="url" error={errorFor('uploadUrl')} {...field('uploadUrl')} />
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button
          onClick={() => {
            setDraft(defaultServerSettings);
            setSubmitted(false);
            store.setState(defaultServerSettings);
            toast.info(t('server.restored'));
          }}
        >
          {t('server.restore')}
        </Button>
        <Button type="submit" variant="primary">
          {t('server.save')}
        </Button>
      </div>
    </form>
  );
}
