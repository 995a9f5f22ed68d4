export { BookCard, type BookCardProps } from './BookCard';
