import type { UploadTaskStatus } from '@atelier/core';

export const TASK_STATUSES: readonly UploadTaskStatus[] = ['pending', 'uploading', 'completed', 'partial', 'failed', 'cancelled'];

export function taskTone(status: UploadTaskStatus): 'neutral' | 'success' | 'danger' | 'primary' | 'warning' {
  switch (status) {
    case 'completed':
      return 'success';
    case 'failed':
      return 'danger';
    case 'partial':
      return 'warning';
    case 'uploading':
      return 'primary';
    case 'pending':
    case 'cancelled':
      return 'neutral';
  }
}
