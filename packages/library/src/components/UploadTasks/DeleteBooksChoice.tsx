import { Checkbox, useT } from '@atelier/core';
import { useState } from 'react';
import { libraryNamespace } from '../../i18n/libraryNamespace';
import { plural } from '../../i18n/plural';
import type { DeleteBooksChoiceProps } from '../../hooks/useTaskDetail';

/** The "also delete its books" choice inside the delete confirmation. */
export function DeleteBooksChoice({ onChange, books }: DeleteBooksChoiceProps) {
  const t = useT(libraryNamespace);
  const [checked, setChecked] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <span>{t('tasks.deleteConfirm.message')}</span>
      <Checkbox
        label={t('tasks.deleteBooks')}
        hint={plural(t, 'tasks.deleteBooksHint', { count: books })}
        checked={checked}
        onCheckedChange={(value) => {
          setChecked(value);
          onChange(value);
        }}
      />
    </div>
  );
}
