import { defineService } from '@atelier/core';
import { createReaderSettingsStore, type ReaderSettingsStore } from '../settings/createReaderSettingsStore';

/**
 * Where the readers keep their settings: the provider's storage unless the host provides another
 * (`provideService(readerSettingsService, …)`), e.g. one that follows an account.
 */
export const readerSettingsService = defineService<ReaderSettingsStore>('readers.settings', (core) => createReaderSettingsStore(core.storage));
