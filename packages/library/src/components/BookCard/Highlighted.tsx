import { highlightParts } from '../../books/highlight';
import { Mark } from '../shared/parts.styles';

/** `text` with every word of `keyword` marked. */
export function Highlighted({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {highlightParts(text, keyword).map((part, index) => (part.match ? <Mark key={index}>{part.text}</Mark> : <span key={index}>{part.text}</span>))}
    </>
  );
}
