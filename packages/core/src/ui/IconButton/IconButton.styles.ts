import { css, styled } from 'styled-components';
import type { ButtonSize } from '../Button/Button.styles';
import { Button } from '../Button/Button';

const iconSizes: Record<ButtonSize, number> = { sm: 16, md: 18, lg: 20 };

/** Sizes the icon by the button's size, whatever size the caller's icon asked for. */
export const IconButtonRoot = styled(Button)<{ $iconSize: ButtonSize }>`
  ${({ $iconSize }) => css`
    & > svg {
      width: ${iconSizes[$iconSize]}px;
      height: ${iconSizes[$iconSize]}px;
      flex: none;
    }
  `}
`;
