import { useLatest } from '@atelier/core';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { chatPanelMachine } from '../machines/chatPanelMachine';
import { selectChatPanelView } from '../model/selectChatPanelView';
import type { ChatModelSettings } from '../settings/chatSettings';
import { downloadFile, elementToPng } from './downloadFile';
import type { useChatService } from './useChatService';
import type { useChatSession } from './useChatSession';

interface PanelBinding {
  service: ReturnType<typeof useChatService>;
  session: Pick<ReturnType<typeof useChatSession>, 'send' | 'branch' | 'error'>;
  settings: ChatModelSettings;
}

/**
 * Binds `chatPanelMachine` to the service (password check, export) and to the conversation's
 * machine (what it accepts is sent there), and maps its snapshot to the panel's gates.
 */
export function useChatPanelMachine(binding: PanelBinding) {
  const latest = useLatest(binding);
  const [logic] = useState(() =>
    chatPanelMachine.provide({
      actors: {
        verifyPassword: fromPromise(({ input }) => latest.current.service.verify(input.password)),
        exportImage: fromPromise(async ({ input, signal }) => {
          const png = await elementToPng(input.element, getComputedStyle(input.element).backgroundColor);
          // A panel closed meanwhile downloads nothing.
          if (!signal.aborted) downloadFile(png, 'chat-shot.png');
        }),
      },
    }),
  );
  const { info, endpoint } = binding.service;
  const { needsPassword, noService, disableGpt4 } = info;
  const hasOwnKey = Boolean(endpoint.apiKey);
  const panel = useActorRef(logic, { input: { gate: { needsPassword, noService, disableGpt4, hasOwnKey } } });
  // Layout effects: the screen follows the service and the conversation before the browser paints.
  useLayoutEffect(() => panel.send({ type: 'gate.update', gate: { needsPassword, noService, disableGpt4, hasOwnKey } }), [panel, needsPassword, noService, disableGpt4, hasOwnKey]);
  const chatError = binding.session.error;
  useLayoutEffect(() => panel.send({ type: 'chat.error', error: chatError }), [panel, chatError]);

  useEffect(() => {
    const request = () => ({ model: latest.current.settings.model, settings: latest.current.settings, visionModel: latest.current.service.info.visionModel });
    const subscriptions = [
      panel.on('message.accepted', ({ text, attachments, model }) =>
        latest.current.session.send({ type: 'message.send', text, ...(attachments.length > 0 ? { attachments } : {}), ...request(), model }),
      ),
      panel.on('error.dismissed', () => latest.current.session.send({ type: 'error.dismiss' })),
      panel.on('password.verified', () => {
        const { send, branch } = latest.current.session;
        send({ type: 'error.dismiss' });
        // The request refused for want of a password is sent again, now with it.
        const last = branch.at(-1);
        if (last?.role === 'assistant' && last.status === 'error' && last.error?.code === 'AUTH_REQUIRED') send({ type: 'message.regenerate', messageId: last.id, ...request() });
      }),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [panel, latest]);

  return { view: useSelector(panel, selectChatPanelView, shallowEqual), send: panel.send };
}
