import { styled } from 'styled-components';
import { vars } from '../../theme/cssVars';

export const AvatarRoot = styled.span<{ $size: number }>`
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
  line-height: 1;
  flex: none;
  user-select: none;
`;

export const AvatarImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
