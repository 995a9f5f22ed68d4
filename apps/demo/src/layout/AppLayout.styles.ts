import { media, vars } from '@atelier/core';
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
  gap: ${vars.space.lg};
  padding: ${vars.space.sm} ${vars.space.lg};
  border-bottom: 1px solid ${vars.color.border};
  background: ${vars.color.bgElevated};
  flex-wrap: wrap;
`;

export const Brand = styled.a`
  font-weight: 700;
  font-size: ${vars.font.sizeLg};
  color: ${vars.color.fg};
  text-decoration: none;
`;

export const Nav = styled.nav`
  display: flex;
  gap: ${vars.space.sm};
  flex: 1;
  min-width: 0;
`;

export const NavLinkItem = styled.a`
  padding: ${vars.space.xs} ${vars.space.sm};
  border-radius: ${vars.radius.md};
  color: ${vars.color.fgMuted};
  text-decoration: none;

  &[aria-current='page'] {
    color: ${vars.color.primaryText};
    background: ${vars.color.primarySubtle};
  }
`;

export const Controls = styled.div`
  display: flex;
  gap: ${vars.space.md};
  align-items: center;

  ${media.below('sm')} {
    width: 100%;
    justify-content: space-between;
  }
`;

export const Field = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.fgMuted};

  & select {
    font: inherit;
    color: ${vars.color.fg};
    background: ${vars.color.bg};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.sm};
    padding: ${vars.space.xxs} ${vars.space.xs};
  }
`;

export const Main = styled.main`
  flex: 1;
  padding: ${vars.space.xl} ${vars.space.lg};
  max-width: 1200px;
  width: 100%;
  margin: 0 auto;
`;
