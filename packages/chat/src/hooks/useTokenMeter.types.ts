import type { TokenReading } from '../contextWindow/createTokenMeter';

/** The composer's remaining-tokens meter, bound to the conversation's settings and branch. */
export interface TokenMeterModel {
  /** The figures for a draft; "≈" when `approximate`. Pure: called while rendering. */
  measure: (draft: string) => TokenReading;
  /** The draft on screen: counted exactly once the meter is open or near the limit. Call from an effect. */
  follow: (draft: string) => void;
  /** The user reached the meter (pointer, focus or press): count exactly from now on. */
  open: () => void;
  /** An exact count can still come; false without a worker or after it failed. */
  canCountExactly: () => boolean;
  /** For `useSyncExternalStore`: tells when a count arrives. */
  subscribe: (onChange: () => void) => () => void;
  /** For `useSyncExternalStore`: changes whenever `measure` may answer differently. */
  version: () => number;
}
