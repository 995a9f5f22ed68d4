/** A place of the app that navigation links to. */
export interface NavDestination {
  /** Key under `nav.` in the demo's messages, also the destination's stable id. */
  id: NavDestinationId;
  /** Where the link goes (path plus an optional `?tab=`). */
  to: string;
  /** Path prefixes that count as being here, so `/chat/abc` marks Chat. */
  paths: readonly string[];
  /** The Mine page tab this destination opens; `null` for the page itself. @default undefined (not a tab) */
  tab?: MineTab | null;
}

export type NavDestinationId = 'chat' | 'draw' | 'gallery' | 'upload' | 'public' | 'batchUpload' | 'tasks' | 'myBooks' | 'history' | 'mine' | 'admin' | 'dev';

/** The Mine page's tabs that have their own address (`/mine/index?tab=…`). */
export const MINE_TABS = ['books', 'history', 'tasks', 'offline', 'devices', 'data'] as const;
export type MineTab = (typeof MINE_TABS)[number];

export interface NavContext {
  signedIn: boolean;
  admin: boolean;
  publicLibrary: boolean;
  /** The `ppe` environment also offers the Dev page (spec §2 bottom bar). */
  dev: boolean;
}

export interface NavGroups {
  /** Creation and the shared library: the header's links on wide screens. */
  primary: NavDestination[];
  /** The signed-in user's own places: the account menu. Empty while signed out. */
  personal: NavDestination[];
}

const MINE = '/mine/index';

const ALL: Record<NavDestinationId, NavDestination> = {
  chat: { id: 'chat', to: '/chat', paths: ['/chat'] },
  draw: { id: 'draw', to: '/draw', paths: ['/draw'] },
  gallery: { id: 'gallery', to: '/gallery', paths: ['/gallery'] },
  upload: { id: 'upload', to: '/info/main', paths: ['/info', '/upload/fileupload'] },
  public: { id: 'public', to: '/public', paths: ['/public'] },
  myBooks: { id: 'myBooks', to: `${MINE}?tab=books`, paths: [MINE], tab: 'books' },
  history: { id: 'history', to: `${MINE}?tab=history`, paths: [MINE], tab: 'history' },
  batchUpload: { id: 'batchUpload', to: '/upload/batchupload', paths: ['/upload/batchupload'] },
  tasks: { id: 'tasks', to: '/upload/tasks', paths: ['/upload/tasks'] },
  mine: { id: 'mine', to: MINE, paths: [MINE], tab: null },
  admin: { id: 'admin', to: '/mine/admin', paths: ['/mine/admin'] },
  dev: { id: 'dev', to: '/dev', paths: ['/dev'] },
};

/** One destination by id, e.g. for a link the header shows outside the groups. */
export function destination(id: NavDestinationId): NavDestination {
  return ALL[id];
}

/** Every destination this visitor may open, grouped as the header and the account menu show them. */
export function navGroups({ signedIn, admin, publicLibrary, dev }: NavContext): NavGroups {
  const primary = [ALL.chat, ALL.draw, ALL.gallery, ALL.upload, ...(publicLibrary ? [ALL.public] : [])];
  const personal = signedIn ? [ALL.myBooks, ALL.history, ALL.batchUpload, ALL.tasks, ALL.mine, ...(admin ? [ALL.admin] : [])] : [];
  return { primary: dev ? [...primary, ALL.dev] : primary, personal };
}

/** The Mine tab an address asks for, or null when it names none (or one that does not exist). */
export function mineTabOf(search: string): MineTab | null {
  const tab = new URLSearchParams(search).get('tab');
  return (MINE_TABS as readonly string[]).includes(tab ?? '') ? (tab as MineTab) : null;
}

/** Whether the visitor is at this destination: its path or a sub-path, and on Mine the same tab. */
export function isCurrentDestination(destination: NavDestination, pathname: string, search: string): boolean {
  const onPath = destination.paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
  if (!onPath || destination.tab === undefined) return onPath;
  return mineTabOf(search) === destination.tab;
}
