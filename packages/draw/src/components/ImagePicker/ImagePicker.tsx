import XIcon from 'lucide-react/icons/x';
import { Button, IconButton, useT } from '@atelier/core';
import { useId, useRef, useState } from 'react';
import { drawNamespace } from '../../i18n/drawNamespace';
import type { PickedImage } from '../../prompt/validateDrawInput';
import { Alert, Hint } from '../DrawStudio/DrawStudio.styles';
import { DropZone, HiddenInput, Thumb, Thumbs } from './ImagePicker.styles';
import type { PickError } from './usePickedImages';

/** Props of `ImagePicker`. */
export interface ImagePickerProps {
  /** Visible name of the picker. */
  label: string;
  /** The images picked so far, shown as thumbnails. */
  images: readonly PickedImage[];
  /** The rule the last pick broke (or a file that could not be read), shown in words; null when none. */
  error: PickError | null;
  /** Files were chosen, pasted or dropped. */
  onAdd: (files: File[]) => void;
  /** The remove button of the thumbnail at this index was pressed. */
  onRemove: (index: number) => void;
  /** Single-image pickers replace instead of adding. @default true */
  multiple?: boolean;
}

/** Pick, paste or drop images; thumbnails with a remove button each; the rule that failed, in words. */
export function ImagePicker({ label, images, error, onAdd, onRemove, multiple = true }: ImagePickerProps) {
  const t = useT(drawNamespace);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const files = (list: FileList | null | undefined) => (list ? Array.from(list) : []);
  return (
    <DropZone
      $over={over}
      data-part="image-picker"
      role="group"
      aria-label={label}
      onDragOver={(e) => (e.preventDefault(), setOver(true))}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        onAdd(files(e.dataTransfer?.files));
      }}
      onPaste={(e) => {
        const pasted = files(e.clipboardData?.files);
        if (pasted.length > 0) onAdd(pasted);
      }}
    >
      <HiddenInput
        ref={input}
        id={inputId}
        type="file"
        accept="image/jpeg, image/jpg, image/png, image/gif"
        multiple={multiple}
        aria-label={label}
        tabIndex={-1}
        onChange={(e) => {
          onAdd(files(e.target.files));
          e.target.value = '';
        }}
      />
      <div>
        <strong>{label}</strong>
        <Hint>{t('form.dropHint')}</Hint>
      </div>
      {images.length > 0 && (
        <Thumbs>
          {images.map((image, index) => (
            <Thumb key={`${image.name}-${index}`}>
              <img src={image.dataUrl} alt={image.name} />
              <IconButton size="sm" variant="secondary" label={t('form.removeImage', { name: image.name })} icon={<XIcon />} onClick={() => onRemove(index)} />
            </Thumb>
          ))}
        </Thumbs>
      )}
      <div>
        <Button size="sm" onClick={() => input.current?.click()}>
          {t('form.addImages')}
        </Button>
      </div>
      {error && <Alert role="alert">{error.code === 'READ_FAILED' ? t('errors.READ_FAILED', { name: error.name }) : t(`errors.${error.code}`)}</Alert>}
    </DropZone>
  );
}
