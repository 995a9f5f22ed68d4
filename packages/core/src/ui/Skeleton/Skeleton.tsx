import { SkeletonBar, SkeletonRoot } from './Skeleton.styles';

/** Props of `Skeleton`. */
export interface SkeletonProps {
  /** `block` is one box (a cover, a card); `lines` is a paragraph of text-high bars. @default 'lines' */
  variant?: 'block' | 'lines';
  /** Number of bars when `variant` is `lines`; the last is shorter, like a paragraph's end. @default 3 */
  lines?: number;
  /** Width of the block (CSS length). @default '100%' */
  width?: string;
  /** Height of the block (CSS length); lines are one text line high. @default '96px' */
  height?: string;
  /** Class on the component's root element, for host styling. @default undefined */
  className?: string;
}

/**
 * A grey placeholder in the shape of content that is loading. It is `aria-hidden`: the region it
 * stands in marks itself `aria-busy="true"` and says "Loading…" once, so screen readers do not
 * hear a row of empty shapes.
 * @example
 * <div aria-busy="true"><Skeleton lines={2} /></div>
 */
export function Skeleton({ variant = 'lines', lines = 3, width = '100%', height = '96px', className }: SkeletonProps) {
  const count = variant === 'block' ? 1 : Math.max(1, lines);
  return (
    <SkeletonRoot data-part="skeleton" data-variant={variant} aria-hidden="true" className={className} $block={variant === 'block'}>
      {Array.from({ length: count }, (_, i) =>
        variant === 'block' ? (
          <SkeletonBar key={i} $width={width} $height={height} />
        ) : (
          <SkeletonBar key={i} $width={i === count - 1 && count > 1 ? '60%' : '100%'} $height="0.9em" />
        ),
      )}
    </SkeletonRoot>
  );
}
