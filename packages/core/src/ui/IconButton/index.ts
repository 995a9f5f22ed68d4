export { IconButton, type IconButtonProps } from './IconButton';
export { Tooltip, type TooltipProps } from './Tooltip';
