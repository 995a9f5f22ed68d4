export { ReadingShelves, type ReadingShelvesProps, type ShelfSection } from './ReadingShelves';
export { ShelfView, type ShelfViewProps } from './ShelfView';
