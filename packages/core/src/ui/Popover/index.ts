export { Popover, type PopoverProps, type PopoverTriggerProps } from './Popover';
export { HoverCard, type HoverCardProps } from './HoverCard';
