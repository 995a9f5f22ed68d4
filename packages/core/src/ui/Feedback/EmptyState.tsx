import type { ReactNode } from 'react';
import styled from 'styled-components';
import { coreNamespace } from '../../i18n/coreNamespace';
import { useT } from '../../i18n/useT';
import { vars } from '../../theme/cssVars';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.xxl} ${vars.space.lg};
  text-align: center;
  color: ${vars.color.fgMuted};

  & > h2 {
    margin: 0;
    font-size: ${vars.font.sizeLg};
    color: ${vars.color.fg};
  }
  & > p {
    margin: 0;
  }
`;

export interface EmptyStateProps {
  /** @default 'Nothing here yet' */
  title?: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** A call to action, e.g. an upload button. */
  action?: ReactNode;
}

export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  const t = useT(coreNamespace);
  return (
    <Root data-part="empty-state">
      {icon ? <div aria-hidden="true">{icon}</div> : null}
      <h2>{title ?? t('ui.empty')}</h2>
      {description ? <p>{description}</p> : null}
      {action}
    </Root>
  );
}
