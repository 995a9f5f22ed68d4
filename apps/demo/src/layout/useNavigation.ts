import { useAppStores, useStore } from '@atelier/core';
import { useLocation } from 'react-router';
import { isCurrentDestination, type NavDestination, navGroups, type NavGroups } from './navDestinations';
import { usePublicLibraryLink } from './usePublicLibraryLink';

/** What the shell's navigation shows: the visitor's destinations and which one is the current place. */
export interface NavigationViewModel extends NavGroups {
  signedIn: boolean;
  isCurrent(destination: NavDestination): boolean;
}

export function useNavigation(): NavigationViewModel {
  const { pathname, search } = useLocation();
  const { user, envInfo } = useAppStores();
  const signedIn = useStore(user, (s) => Boolean(s.token));
  const admin = useStore(user, (s) => Boolean(s.token) && s.WUser.admin_level > 0);
  const dev = useStore(envInfo, (s) => s.env === 'ppe');
  const publicLibrary = usePublicLibraryLink();
  return {
    ...navGroups({ signedIn, admin, publicLibrary, dev }),
    signedIn,
    isCurrent: (destination) => isCurrentDestination(destination, pathname, search),
  };
}
