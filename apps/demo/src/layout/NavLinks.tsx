import { useT } from '@atelier/core';
import { Link } from 'react-router';
import { demoNamespace } from '../demoNamespace';
import type { NavDestination } from './navDestinations';
import { navIcons } from './navIcons';
import { NavItem, NavList } from './Navigation.styles';

export interface NavLinksProps {
  destinations: readonly NavDestination[];
  isCurrent(destination: NavDestination): boolean;
  /** A row in the header, or a column in the account menu and the phone menu. */
  layout: 'row' | 'column';
  /** Called after a link is followed, so a menu holding the links can close. @default undefined */
  onFollow?: (() => void) | undefined;
}

/** Links to destinations with their icons; the current place carries `aria-current="page"`. */
export function NavLinks({ destinations, isCurrent, layout, onFollow }: NavLinksProps) {
  const t = useT(demoNamespace);
  return (
    <NavList $layout={layout}>
      {destinations.map((destination) => {
        const Icon = navIcons[destination.id];
        return (
          <li key={destination.id}>
            <NavItem as={Link} to={destination.to} $layout={layout} aria-current={isCurrent(destination) ? 'page' : undefined} onClick={onFollow}>
              <Icon size={16} aria-hidden />
              <span>{t(`nav.${destination.id}`)}</span>
            </NavItem>
          </li>
        );
      })}
    </NavList>
  );
}
