export const PACKAGE_NAME = '@atelier/readers';

// TXT novel engine: pure functions, no DOM or React (the TXT view builds on them).
export { TXT_ENCODINGS, isTxtEncoding, type TxtEncoding } from './txt/encodings';
export { detectEncoding, type EncodingDetection, type EncodingReason } from './txt/detectEncoding';
export { decodeText, type DecodedTxt } from './txt/decodeText';
export { splitChapters, type SplitChaptersOptions, type TxtChapter } from './txt/splitChapters';
export { isChapterHeading } from './txt/chapterHeading';
export { chineseNumeral } from './txt/chineseNumeral';
export {
  formatTxtLocator,
  parseTxtLocator,
  txtLocatorAt,
  txtOffsetOf,
  type TxtLocator,
} from './txt/txtLocator';
