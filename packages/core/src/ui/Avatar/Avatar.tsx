import { useState } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/cssVars';

const Root = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${vars.color.primarySubtle};
  color: ${vars.color.primaryText};
  font-weight: 600;
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  flex: none;

  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface AvatarProps {
  /** Image URL; initials show when it is missing or fails to load. */
  src?: string | null;
  /** The person's name: the image's alt text and the source of the initials. */
  name: string;
  /** @default 32 */
  size?: number;
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...(words[0] ?? '')][0] ?? '';
  const second = words.length > 1 ? ([...(words[words.length - 1] ?? '')][0] ?? '') : '';
  return (first + second).toUpperCase();
}

export function Avatar({ src, name, size = 32 }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <Root $size={size} data-part="avatar" role={showImage ? undefined : 'img'} aria-label={showImage ? undefined : name}>
      {showImage ? (
        <img src={src ?? ''} alt={name} onError={() => setFailedSrc(src ?? null)} />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </Root>
  );
}
