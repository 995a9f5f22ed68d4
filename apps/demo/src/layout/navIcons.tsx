import BookOpenIcon from 'lucide-react/icons/book-open';
import BookUpIcon from 'lucide-react/icons/book-up';
import FilesIcon from 'lucide-react/icons/files';
import HistoryIcon from 'lucide-react/icons/history';
import ImagesIcon from 'lucide-react/icons/images';
import LibraryIcon from 'lucide-react/icons/library';
import ListChecksIcon from 'lucide-react/icons/list-checks';
import MessageSquareIcon from 'lucide-react/icons/message-square';
import PaletteIcon from 'lucide-react/icons/palette';
import ShieldIcon from 'lucide-react/icons/shield';
import UserIcon from 'lucide-react/icons/user';
import WrenchIcon from 'lucide-react/icons/wrench';
import type { ComponentType } from 'react';
import type { NavDestinationId } from './navDestinations';

type Icon = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;

/** One lucide icon per destination, imported one by one so the shell's chunk holds only these. */
export const navIcons: Record<NavDestinationId, Icon> = {
  chat: MessageSquareIcon,
  draw: PaletteIcon,
  gallery: ImagesIcon,
  upload: BookUpIcon,
  public: LibraryIcon,
  myBooks: BookOpenIcon,
  history: HistoryIcon,
  batchUpload: FilesIcon,
  tasks: ListChecksIcon,
  mine: UserIcon,
  admin: ShieldIcon,
  dev: WrenchIcon,
};
