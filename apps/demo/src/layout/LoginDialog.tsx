import { LoginModal, type LoginModalProps } from '@atelier/core';

/** LoginModal as a chunk of its own (see LazyLoginModal). */
export default function LoginDialog(props: LoginModalProps) {
  return <LoginModal {...props} />;
}
