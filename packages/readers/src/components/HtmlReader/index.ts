export { HtmlReader } from './HtmlReader';
export { HtmlReaderView, type HtmlReaderViewProps } from './HtmlReaderView';
