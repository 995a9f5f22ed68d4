/** The access-password screen: what the panel's machine says and the one action it takes. */
export interface AccessPasswordViewProps {
  /** The last verify failed or the server rejected the stored password (423 token_check). */
  failed: boolean;
  /** A check of the password is under way: the Verify button is disabled and reads 'Verifying…'. */
  verifying: boolean;
  /** Called with the trimmed password when the form is submitted (never with an empty one). */
  onVerify: (password: string) => void;
  /** Opens the host's server settings so the user can enter their own API key instead. @default undefined (the 'use your own key' link is not shown) */
  onOpenServerSettings?: () => void;
}
