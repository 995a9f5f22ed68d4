import { chatPrefsService, chatStoreService } from '@atelier/chat';
import { provideService } from '@atelier/core';
import { drawImageKeeperService, drawStoreService } from '@atelier/draw';
import { readerSettingsService } from '@atelier/readers';
import { accountSyncService } from './sync/accountSyncService';
import { createDrawImageKeeper } from './sync/createDrawImageKeeper';

// Chat (conversations and prefs) and drawing keep the browser's own data while signed out and the account's synced copy
// while signed in, without rebuilding the services (and the open page) when the user signs in or out.
export const DEMO_SERVICES = [
  provideService(chatStoreService, (core) => core.get(accountSyncService).chat),
  provideService(chatPrefsService, (core) => core.get(accountSyncService).chatPrefs.prefs),
  provideService(readerSettingsService, (core) => core.get(accountSyncService).readerSettings.store),
  provideService(drawStoreService, (core) => core.get(accountSyncService).draw),
  provideService(drawImageKeeperService, createDrawImageKeeper),
];
