import { media, vars, visuallyHidden } from '@atelier/core';
import styled from 'styled-components';

export const LayoutRoot = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${vars.color.bg};
  color: ${vars.color.fg};
`;

export const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${vars.space.md};
  padding: ${vars.space.sm} ${vars.space.lg};
  border-bottom: 1px solid ${vars.color.border};
  background: ${vars.color.bgElevated};

  ${media.below('sm')} {
    padding: ${vars.space.sm};
    gap: ${vars.space.sm};
    /* Over an EPUB reader's cover: on a phone its page fills the screen behind the chrome. */
    position: relative;
    z-index: 2;
  }

  /* Off screen while the reader reads immersively. */
  &[hidden] {
    display: none;
  }
`;

export const Brand = styled.a`
  font-weight: 700;
  font-size: ${vars.font.sizeLg};
  color: ${vars.color.fg};
  text-decoration: none;
`;

export const Actions = styled.div`
  display: flex;
  margin-left: auto;
  gap: ${vars.space.sm};
  align-items: center;
`;

export const TextLink = styled.a`
  color: ${vars.color.primaryText};
  text-decoration: none;
  white-space: nowrap;

  &[aria-current='page'] {
    font-weight: 600;
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

export const Main = styled.main`
  flex: 1;
  padding: ${vars.space.xl} ${vars.space.lg};
  max-width: 1200px;
  width: 100%;
  margin: 0 auto;

  ${media.below('sm')} {
    padding: ${vars.space.lg} ${vars.space.md} 72px;
  }
`;

export const BottomBar = styled.nav`
  display: none;

  ${media.below('sm')} {
    display: flex;
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: 10;
    justify-content: space-around;
    padding: ${vars.space.xs} 0 calc(${vars.space.xs} + env(safe-area-inset-bottom));
    border-top: 1px solid ${vars.color.border};
    background: ${vars.color.bgElevated};
  }

  &[hidden] {
    display: none;
  }

  & a {
    flex: 1;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 2px;
    font-size: ${vars.font.sizeSm};
    padding: ${vars.space.sm};
    color: ${vars.color.fgMuted};
    text-decoration: none;
  }
  & a[aria-current='page'] {
    color: ${vars.color.primaryText};
    font-weight: 600;
  }
`;

/** Read by screen readers, not shown: extra words for a control whose visible content is a picture. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

/** The account sync line beside the avatar: quiet when all is well, hidden on narrow screens but for trouble. */
export const SyncLine = styled.span<{ $trouble: boolean }>`
  display: inline-flex;
  gap: ${vars.space.xs};
  align-items: center;
  font-size: 0.8125rem;
  color: ${({ $trouble }) => ($trouble ? vars.color.danger : vars.color.fgMuted)};
  white-space: nowrap;
  ${media.below('sm')} {
    display: ${({ $trouble }) => ($trouble ? 'inline-flex' : 'none')};
    white-space: normal;
    max-width: 40vw;
  }
`;
