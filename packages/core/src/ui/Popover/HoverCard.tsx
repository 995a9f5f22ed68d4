import { Popover, type PopoverProps } from './Popover';

/** Props of `HoverCard`. */
export type HoverCardProps = Omit<PopoverProps, 'openOnHover'>;

/**
 * A Popover that also opens on mouse hover and on keyboard focus of its trigger, for previews such
 * as a user card. Touch users open it by tapping the trigger.
 * @example
 * <HoverCard label="Ann" trigger={(p) => <Button {...p}>Ann</Button>}><UserCard /></HoverCard>
 */
export function HoverCard(props: HoverCardProps) {
  return <Popover {...props} openOnHover />;
}
