import { useState } from 'react';
import { AvatarImage, AvatarRoot } from './Avatar.styles';
import { initialsOf } from './initialsOf';

/** Props of `Avatar`. */
export interface AvatarProps {
  /** Picture URL; initials show while it is missing or when it fails to load. @default undefined */
  src?: string | null;
  /** The person's name: the accessible name and the source of the initials. */
  name: string;
  /** Diameter in px. @default 32 */
  size?: number;
  /** Class on the component's root element, for host styling. @default undefined */
  className?: string;
}

/**
 * A round user picture that falls back to initials.
 * @example
 * <Avatar name={user.nickname} src={user.avatarUrl} />
 */
export function Avatar({ src, name, size = 32, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <AvatarRoot
      $size={size}
      className={className}
      data-part="avatar"
      data-state={showImage ? 'image' : 'fallback'}
      role={showImage ? undefined : 'img'}
      aria-label={showImage ? undefined : name}
    >
      {showImage ? (
        <AvatarImage src={src ?? ''} alt={name} onError={() => setFailedSrc(src ?? null)} />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </AvatarRoot>
  );
}
