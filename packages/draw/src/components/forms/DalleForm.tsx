import { Button, Select, useT } from '@atelier/core';
import { useId, useState } from 'react';
import { DALLE_MODELS, DALLE_SIZES, type DalleModel, type DalleQuality, type DalleRequest } from '../../api/createDalleApi';
import { drawNamespace } from '../../i18n/drawNamespace';
import { Alert, Form, Label, Note, Row, TextArea } from '../DrawStudio/DrawStudio.styles';

/** DALL·E: model, size, quality and prompt, with the cost notes of spec §9. */
export function DalleForm({ onSubmit }: { onSubmit: (request: DalleRequest) => void }) {
  const t = useT(drawNamespace);
  const [model, setModel] = useState<DalleModel>('dall-e-3');
  const [size, setSize] = useState('1024x1024');
  const [quality, setQuality] = useState<DalleQuality>('standard');
  const [prompt, setPrompt] = useState('');
  const [missing, setMissing] = useState(false);
  const promptId = useId();
  return (
    <Form
      noValidate
      aria-label={t('studio.dalle')}
      onSubmit={(e) => {
        e.preventDefault();
        setMissing(prompt.trim() === '');
        if (prompt.trim()) onSubmit({ model, prompt: prompt.trim(), size, ...(model === 'dall-e-3' ? { quality } : {}) });
      }}
    >
      <Note>{t('dalle.note')}</Note>
      <Select
        label={t('dalle.model')}
        value={model}
        onValueChange={(v) => {
          setModel(v as DalleModel);
          setSize('1024x1024');
        }}
        options={DALLE_MODELS.map((m) => ({ value: m, label: m }))}
      />
      <Select label={t('dalle.size')} value={size} onValueChange={setSize} options={DALLE_SIZES[model].map((s) => ({ value: s, label: s }))} />
      {model === 'dall-e-3' && (
        <Select label={t('dalle.quality')} value={quality} onValueChange={(v) => setQuality(v as DalleQuality)} options={[{ value: 'standard', label: t('dalle.standard') }, { value: 'hd', label: t('dalle.hd') }]} />
      )}
      <div>
        <Label htmlFor={promptId}>{t('form.prompt')}</Label>
        <TextArea id={promptId} maxLength={5000} value={prompt} onChange={(e) => setPrompt(e.target.value)} />
      </div>
      {missing && <Alert role="alert">{t('errors.PROMPT_REQUIRED')}</Alert>}
      <Row>
        <Button type="submit" variant="primary">
          {t('dalle.generate')}
        </Button>
      </Row>
    </Form>
  );
}
