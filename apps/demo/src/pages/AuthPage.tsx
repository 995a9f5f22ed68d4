import { AuthPanel, useT } from '@atelier/core';
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { demoNamespace } from '../demoNamespace';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { safeRedirect } from '../routing/guards';

const Card = styled.section`
  max-width: 440px;
  margin: 0 auto;
`;

/** /login, /auth/login and /register: the full-page version of the sign-in widget. */
export default function AuthPage() {
  const t = useT(demoNamespace);
  useDocumentTitle(t('title.login'));
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const redirectTo = safeRedirect(params.get('redirect'));
  const onSuccess = useCallback(() => navigate(redirectTo, { replace: true }), [navigate, redirectTo]);
  return (
    <Card>
      <h1>{t('title.login')}</h1>
      <AuthPanel defaultTab={pathname === '/register' ? 'register' : 'login'} onSuccess={onSuccess} />
    </Card>
  );
}
