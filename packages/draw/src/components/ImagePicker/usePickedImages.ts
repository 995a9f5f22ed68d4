import { useCallback, useState } from 'react';
import { type DrawInputError, checkImage, type PickedImage } from '../../prompt/validateDrawInput';
import { readImageFile } from './readImageFile';

export type PickError = { code: DrawInputError } | { code: 'READ_FAILED'; name: string };

/** Images picked for a form, checked one by one against the spec's rules; the first problem wins. */
export function usePickedImages(max: number) {
  const [images, setImages] = useState<PickedImage[]>([]);
  const [error, setError] = useState<PickError | null>(null);
  const add = useCallback(
    async (files: readonly File[]) => {
      setError(null);
      let next = images;
      for (const file of files) {
        // The files before the first refused one are kept, as one by one they would have been.
        const early = checkImage(file, next, max);
        if (early) {
          setImages(next);
          return setError({ code: early });
        }
        let dataUrl: string;
        try {
          dataUrl = await readImageFile(file);
        } catch {
          setImages(next);
          return setError({ code: 'READ_FAILED', name: file.name });
        }
        const problem = checkImage(file, next, max, dataUrl);
        if (problem) {
          setImages(next);
          return setError({ code: problem });
        }
        next = [...next, { name: file.name, size: file.size, dataUrl }];
      }
      setImages(next);
    },
    [images, max],
  );
  return {
    images,
    error,
    setError,
    add,
    remove: (index: number) => setImages((list) => list.filter((_, i) => i !== index)),
    clear: () => (setImages([]), setError(null)),
  };
}
