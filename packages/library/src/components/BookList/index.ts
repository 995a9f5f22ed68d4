export { BookList, type BookListProps } from './BookList';
export { BookListView, type BookListViewProps, BOOK_TYPES } from './BookListView';
export { BookEditModal, type BookEditModalProps } from './BookEditModal';
