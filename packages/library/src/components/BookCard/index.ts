export { BookCard, type BookCardProps } from './BookCard';
export { BookGridCard, type BookGridCardProps } from './BookGridCard';
export type { BookProgress } from '../../hooks/bookProgress.types';
export { GeneratedCover, type GeneratedCoverProps } from './GeneratedCover';
