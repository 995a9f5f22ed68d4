import { styled } from 'styled-components';
import { vars } from '../theme/cssVars';

export const AuthForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
  padding-top: ${vars.space.sm};
`;

export const AuthMessage = styled.p<{ $tone: 'error' | 'info' | 'success' }>`
  margin: 0;
  padding: ${vars.space.sm} ${vars.space.md};
  border-radius: ${vars.radius.md};
  background: ${({ $tone }) =>
    $tone === 'error' ? vars.color.dangerSubtle : $tone === 'success' ? vars.color.successSubtle : vars.color.bgSubtle};
  color: ${vars.color.fg};
  overflow-wrap: anywhere;
`;

export const AuthRow = styled.div`
  display: flex;
  gap: ${vars.space.sm};
  align-items: flex-end;

  & > :first-child {
    flex: 1;
  }
`;

export const AuthActions = styled.div`
  display: flex;
  gap: ${vars.space.sm};
  justify-content: space-between;
  align-items: center;
  flex-wrap: wrap;
`;
