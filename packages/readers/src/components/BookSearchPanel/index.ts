export { BookSearchPanel, type BookSearchPanelProps } from './BookSearchPanel';
