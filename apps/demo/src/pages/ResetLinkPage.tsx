import { useT } from '@atelier/core';
import { useNavigate, useParams } from 'react-router';
import { ResetLinkView } from '../account/ResetLinkView';
import { demoNamespace } from '../demoNamespace';
import { WidgetPage } from './WidgetPage';

/** /reset/:token: sets a new password through a one-time link an administrator passed on. */
export default function ResetLinkPage() {
  const t = useT(demoNamespace);
  const navigate = useNavigate();
  const { token = '' } = useParams();
  return (
    <WidgetPage title={t('title.reset')}>
      <ResetLinkView token={token} onSignIn={() => void navigate('/login')} />
    </WidgetPage>
  );
}
