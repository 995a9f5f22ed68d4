/**
 * Widget tests that need a fresh module graph and window: they mock modules (`vi.mock`), stub
 * globals, patch DOM prototypes, or count which lazy chunks load. `tooling/jsdomIsolated.test.ts`
 * fails when a file of the shared project starts doing one of those.
 */
export const JSDOM_ISOLATED = [
  'packages/chat/src/components/MessageList/MessageList.test.tsx',
  'packages/chat/src/components/ChatPanel/ChatPanel.test.tsx',
  'packages/chat/src/components/ChatPanel/ChatPanel.streamRenders.test.tsx',
  'packages/chat/src/components/ChatPanel/ChatPanel.export.test.tsx',
  'packages/chat/src/components/ChatPanel/ChatPanel.tokenMeter.test.tsx',
  'packages/chat/src/components/ChatPanel/ChatPanel.phone.test.tsx',
  'packages/chat/src/components/Markdown/MarkdownRenderer.lazy.test.tsx',
  'packages/chat/src/components/Markdown/Markdown.offline.test.tsx',
  'packages/chat/src/services/createChatServices.test.tsx',
  'packages/core/src/provider/AppProvider.test.tsx',
  'packages/core/src/ui/Toast/Toast.test.tsx',
  'packages/draw/src/components/DrawStudio/DrawStudio.proxy.test.tsx',
  'packages/draw/src/components/DrawStudio/DrawStudio.offlineDialog.test.tsx',
  'packages/draw/src/components/MaskEditor/toMaskBase64.test.tsx',
  'packages/library/src/components/BatchUploader/BatchUploader.test.tsx',
  'packages/readers/src/components/VideoPlayer/VideoPlayer.test.tsx',
  'packages/readers/src/components/HtmlReader/HtmlReader.test.tsx',
  'packages/readers/src/components/AudioPlayer/AudioPlayer.test.tsx',
  'packages/readers/src/hooks/usePdfReader.test.tsx',
  'apps/demo/src/sync/createAccountDrawStore.test.ts',
  'apps/demo/src/sync/archive/restoreAccountArchive.test.ts',
];

/** Whether a test file's source changes state the next file in a shared jsdom would see. */
export function needsIsolation(source: string): boolean {
  return /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(|\.prototype\b|import\.meta\.glob/.test(source);
}
