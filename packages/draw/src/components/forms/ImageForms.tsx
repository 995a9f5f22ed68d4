import { Button, Select, useT } from '@atelier/core';
import { useState } from 'react';
import type { BlendDimensions, SubmitRequest } from '../../api/types';
import { drawNamespace } from '../../i18n/drawNamespace';
import { checkBlend, type DrawInputError, MAX_BLEND_IMAGES } from '../../prompt/validateDrawInput';
import { Alert, Form, Row } from '../DrawStudio/DrawStudio.styles';
import { ImagePicker } from '../ImagePicker/ImagePicker';
import { usePickedImages } from '../ImagePicker/usePickedImages';

/** Props of `BlendForm`, `DescribeForm` and `FaceSwapForm`. */
export interface ImageFormProps {
  /** The form was sent with valid input; `label` names the new task in the list. */
  onSubmit: (request: SubmitRequest, label: string) => void;
}

/** Blend 2–6 images (the server may accept only 5; its refusal is shown on the task). */
export function BlendForm({ onSubmit }: ImageFormProps) {
  const t = useT(drawNamespace);
  // One more than allowed can be picked so the rule is explained instead of the button vanishing.
  const picker = usePickedImages(MAX_BLEND_IMAGES + 1);
  const [dimensions, setDimensions] = useState<BlendDimensions>('SQUARE');
  const [error, setError] = useState<DrawInputError | null>(null);
  return (
    <Form
      noValidate
      aria-label={t('studio.blend')}
      onSubmit={(e) => {
        e.preventDefault();
        const problem = checkBlend(picker.images.length);
        setError(problem);
        if (!problem) onSubmit({ kind: 'blend', body: { base64Array: picker.images.map((i) => i.dataUrl), dimensions, botType: 'MID_JOURNEY' } }, `${t('studio.blend')} ×${picker.images.length}`);
      }}
    >
      <ImagePicker label={t('blend.images')} images={picker.images} error={picker.error} onAdd={(f) => (setError(null), void picker.add(f))} onRemove={picker.remove} />
      <Select
        label={t('blend.dimensions')}
        value={dimensions}
        onValueChange={(v) => setDimensions(v as BlendDimensions)}
        options={[
          { value: 'SQUARE', label: `${t('blend.square')} 1:1` },
          { value: 'PORTRAIT', label: `${t('blend.portrait')} 2:3` },
          { value: 'LANDSCAPE', label: `${t('blend.landscape')} 3:2` },
        ]}
      />
      {error && <Alert role="alert">{t(`errors.${error}`)}</Alert>}
      <Row>
        <Button type="submit" variant="primary">
          {t('blend.start')}
        </Button>
      </Row>
    </Form>
  );
}

/** Describe (image to text): the result offers T1–T4 to imagine from a described prompt. */
export function DescribeForm({ onSubmit }: ImageFormProps) {
  const t = useT(drawNamespace);
  const picker = usePickedImages(1);
  const [missing, setMissing] = useState(false);
  return (
    <Form
      noValidate
      aria-label={t('studio.describe')}
      onSubmit={(e) => {
        e.preventDefault();
        const image = picker.images[0];
        setMissing(!image);
        if (image) onSubmit({ kind: 'describe', body: { base64: image.dataUrl, botType: 'MID_JOURNEY' } }, `${t('studio.describe')}: ${image.name}`);
      }}
    >
      <ImagePicker label={t('describe.image')} multiple={false} images={picker.images} error={picker.error} onAdd={(f) => (picker.clear(), void picker.add(f.slice(0, 1)))} onRemove={picker.remove} />
      {missing && <Alert role="alert">{t('errors.IMAGE_REQUIRED')}</Alert>}
      <Row>
        <Button type="submit" variant="primary">
          {t('describe.start')}
        </Button>
      </Row>
    </Form>
  );
}

/** Face swap: your avatar onto a celebrity image (`/mj/insight-face/swap`). */
export function FaceSwapForm({ onSubmit }: ImageFormProps) {
  const t = useT(drawNamespace);
  const source = usePickedImages(1);
  const target = usePickedImages(1);
  const [missing, setMissing] = useState(false);
  return (
    <Form
      noValidate
      aria-label={t('studio.faceSwap')}
      onSubmit={(e) => {
        e.preventDefault();
        const [a, b] = [source.images[0], target.images[0]];
        setMissing(!a || !b);
        if (a && b) onSubmit({ kind: 'faceSwap', body: { sourceBase64: a.dataUrl, targetBase64: b.dataUrl } }, t('studio.faceSwap'));
      }}
    >
      <ImagePicker label={t('face.source')} multiple={false} images={source.images} error={source.error} onAdd={(f) => (source.clear(), void source.add(f.slice(0, 1)))} onRemove={source.remove} />
      <ImagePicker label={t('face.target')} multiple={false} images={target.images} error={target.error} onAdd={(f) => (target.clear(), void target.add(f.slice(0, 1)))} onRemove={target.remove} />
      {missing && <Alert role="alert">{t('errors.FACE_IMAGES_REQUIRED')}</Alert>}
      <Row>
        <Button type="submit" variant="primary">
          {t('face.start')}
        </Button>
      </Row>
    </Form>
  );
}
