import { Button, TextField, Select, Switch, useT } from '@atelier/core';
import { useId, useState } from 'react';
import type { SubmitRequest } from '../../api/types';
import { drawNamespace } from '../../i18n/drawNamespace';
import { botTypeOf, composePrompt } from '../../prompt/composePrompt';
import { ASPECT_RATIOS, emptyImagineForm, type ImagineForm as Form, KEYWORDS, type KeywordGroup, QUALITIES, STYLIZE_LEVELS, VERSIONS } from '../../prompt/drawOptions';
import { checkParams, checkPrompt, type DrawInputError, MAX_BASE_IMAGES } from '../../prompt/validateDrawInput';
import { Alert, FieldSet, Form as FormRoot, Grid2, Hint, Label, Row, TextArea, Tile } from '../DrawStudio/DrawStudio.styles';
import { ImagePicker } from '../ImagePicker/ImagePicker';
import { usePickedImages } from '../ImagePicker/usePickedImages';

/** Props of `ImagineForm`. */
export interface ImagineFormProps {
  /** The form was sent with valid input (imagine or shorten); `label` names the new task in the list. */
  onSubmit: (request: SubmitRequest, label: string) => void;
}

/** Imagine: prompt, choices composed visibly into an editable prompt, and up to 5 base images. */
export function ImagineForm({ onSubmit }: ImagineFormProps) {
  const t = useT(drawNamespace);
  const [form, setForm] = useState<Form>(emptyImagineForm);
  const [edited, setEdited] = useState<string | null>(null);
  const [error, setError] = useState<DrawInputError | null>(null);
  const picker = usePickedImages(MAX_BASE_IMAGES);
  const promptId = useId();
  const finalId = useId();
  const composed = composePrompt(form);
  const finalPrompt = edited ?? composed;
  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setEdited(null);
  };
  const keywordSelect = (group: KeywordGroup) => (
    <Select
      label={t(`form.${group}`)}
      value={form[group]}
      onValueChange={(v) => set(group, v)}
      options={[{ value: '', label: t('form.none') }, ...Object.keys(KEYWORDS[group]).map((key) => ({ value: key, label: t(`keywords.${group}.${key}` as 'keywords.style.anime') }))]}
    />
  );
  const choice = (key: 'quality' | 'stylize', values: readonly string[]) => (
    <Select label={t(`form.${key}`)} value={form[key]} onValueChange={(v) => set(key, v)} options={[{ value: '', label: t('form.none') }, ...values.map((v) => ({ value: v, label: v }))]} />
  );

  return (
    <FormRoot
      noValidate
      aria-label={t('studio.imagine')}
      onSubmit={(e) => {
        e.preventDefault();
        const problem = checkPrompt(edited ?? form.text) ?? checkParams(form.seed, form.chaos);
        setError(problem);
        if (problem) return;
        onSubmit({ kind: 'imagine', body: { prompt: finalPrompt, base64Array: picker.images.map((i) => i.dataUrl), botType: botTypeOf(form) } }, finalPrompt);
      }}
    >
      <div>
        <Label htmlFor={promptId}>{t('form.prompt')}</Label>
        <TextArea
          id={promptId}
          maxLength={2000}
          placeholder={t('form.promptPlaceholder')}
          value={form.text}
          aria-invalid={error === 'PROMPT_REQUIRED' || undefined}
          onChange={(e) => set('text', e.target.value)}
        />
      </div>
      <FieldSet>
        <legend>{t('form.aspect')}</legend>
        <Row>
          {ASPECT_RATIOS.map((ratio) => (
            <Tile key={ratio} type="button" $active={form.aspect === ratio} aria-pressed={form.aspect === ratio} onClick={() => set('aspect', form.aspect === ratio ? '' : ratio)}>
              {ratio}
            </Tile>
          ))}
        </Row>
      </FieldSet>
      <Grid2>
        {keywordSelect('style')}
        {keywordSelect('view')}
        {keywordSelect('shot')}
        {keywordSelect('light')}
        {choice('quality', QUALITIES)}
        {choice('stylize', STYLIZE_LEVELS)}
        <Select label={t('form.version')} value={form.version} onValueChange={(v) => set('version', v)} options={VERSIONS.map((v) => ({ value: v, label: v === 'NIJI_JOURNEY' ? t('form.nijiBot') : v }))} />
        <TextField label={t('form.no')} placeholder={t('form.noPlaceholder')} value={form.no} onChange={(e) => set('no', e.target.value)} />
        <TextField label={t('form.seed')} inputMode="numeric" value={form.seed} error={error === 'SEED_INVALID' ? t('errors.SEED_INVALID') : undefined} onChange={(e) => set('seed', e.target.value)} />
        <TextField label={t('form.chaos')} type="number" min={0} max={100} value={form.chaos} error={error === 'CHAOS_INVALID' ? t('errors.CHAOS_INVALID') : undefined} onChange={(e) => set('chaos', e.target.value)} />
      </Grid2>
      <Switch label={t('form.tile')} checked={form.tile} onCheckedChange={(v) => set('tile', v)} />
      <div>
        <Label htmlFor={finalId}>{t('form.finalPrompt')}</Label>
        <TextArea id={finalId} value={finalPrompt} maxLength={2000} onChange={(e) => setEdited(e.target.value)} />
        <Hint>{t('form.finalPromptHint')}</Hint>
        {edited !== null && (
          <Button size="sm" variant="ghost" onClick={() => setEdited(null)}>
            {t('form.recompose')}
          </Button>
        )}
      </div>
      <ImagePicker label={t('form.baseImages')} images={picker.images} error={picker.error} onAdd={(files) => void picker.add(files)} onRemove={picker.remove} />
      {error === 'PROMPT_REQUIRED' && <Alert role="alert">{t('errors.PROMPT_REQUIRED')}</Alert>}
      <Row>
        <Button type="submit" variant="primary">
          {t('form.generate')}
        </Button>
        <Button
          onClick={() => {
            const problem = checkPrompt(finalPrompt);
            setError(problem);
            if (!problem) onSubmit({ kind: 'shorten', body: { prompt: finalPrompt, botType: botTypeOf(form) } }, finalPrompt);
          }}
        >
          {t('form.shorten')}
        </Button>
        <Button variant="ghost" onClick={() => (setForm(emptyImagineForm), setEdited(null), setError(null), picker.clear())}>
          {t('form.clear')}
        </Button>
      </Row>
    </FormRoot>
  );
}
