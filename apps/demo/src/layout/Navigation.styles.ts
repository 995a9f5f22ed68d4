import { media, vars } from '@atelier/core';
import styled from 'styled-components';

type Layout = { $layout: 'row' | 'column' };

export const NavList = styled.ul<Layout>`
  display: flex;
  flex-direction: ${({ $layout }) => ($layout === 'row' ? 'row' : 'column')};
  gap: ${vars.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const NavItem = styled.a<Layout>`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  padding: ${({ $layout }) => ($layout === 'row' ? `${vars.space.xs} ${vars.space.sm}` : vars.space.sm)};
  border-radius: ${vars.radius.md};
  color: ${vars.color.fgMuted};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${vars.color.fg};
    background: ${vars.color.bgMuted};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 1px;
  }
  &[aria-current='page'] {
    color: ${vars.color.primaryText};
    background: ${vars.color.primarySubtle};
    font-weight: 600;
  }
`;

/** The header's links: on phones the menu button's drawer holds them instead. */
export const PrimaryNav = styled.nav`
  flex: 1;
  min-width: 0;
  overflow-x: auto;

  ${media.below('sm')} {
    display: none;
  }
`;

/** Shown only where the header's links are not. */
export const PhoneOnly = styled.div`
  display: none;
  ${media.below('sm')} {
    display: contents;
  }
`;

/** Hidden on phones, where the menu drawer offers the same. */
export const WideOnly = styled.div`
  display: contents;
  ${media.below('sm')} {
    display: none;
  }
`;

export const MenuSection = styled.section`
  & + & {
    margin-top: ${vars.space.lg};
  }
  & > h3 {
    margin: 0 0 ${vars.space.xs};
    font-size: ${vars.font.sizeSm};
    color: ${vars.color.fgMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

export const MenuActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
  margin-top: ${vars.space.md};
`;

export const AvatarTrigger = styled.button`
  border: 0;
  padding: 0;
  background: none;
  cursor: pointer;
  border-radius: 50%;
`;

export const CardName = styled.p`
  margin: 0 0 ${vars.space.sm};
  font-weight: 600;
`;
