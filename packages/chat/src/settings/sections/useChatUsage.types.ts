import type { ChatUsage } from '../../api/types';

export type UsageState = { state: 'loading' } | { state: 'unavailable' } | { state: 'ready'; usage: ChatUsage };

export interface ChatAboutSettingsViewProps {
  /** The month's usage as the model service reports it: loading, unavailable, or the figures to show. */
  usage: UsageState;
  /** Called by the Refresh button to ask the service for the figures again. */
  onRefresh: () => void;
}
