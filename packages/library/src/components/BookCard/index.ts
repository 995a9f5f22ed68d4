export { BookCard, type BookCardProps } from './BookCard';
export { BookGridCard, type BookGridCardProps, type BookProgress } from './BookGridCard';
export { GeneratedCover, type GeneratedCoverProps } from './GeneratedCover';
