export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { Spinner, type SpinnerProps } from './Spinner';
export { Input, type InputProps } from './Input';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { RadioGroup, type RadioGroupOption, type RadioGroupProps } from './RadioGroup';
export { Select, type SelectOption, type SelectProps } from './Select';
export { Slider, type SliderProps } from './Slider';
export { Switch, type SwitchProps } from './Switch';
export { Tabs, type TabItem, type TabsProps } from './Tabs';
export { Modal, type ModalOpenChangeDetails, type ModalProps } from './Modal';
export { Drawer, type DrawerProps } from './Drawer';
export { Popover, HoverCard, type PopoverProps, type PopoverTriggerProps, type HoverCardProps } from './Popover';
export { Avatar, initialsOf, type AvatarProps } from './Avatar';
export { ToastProvider, useToast, DEFAULT_TOAST_MS, type ToastApi, type ToastOptions, type ToastProviderProps, type ToastTone } from './Toast';
export { ConfirmDialog, ConfirmProvider, useConfirm, type ConfirmDialogProps, type ConfirmFn, type ConfirmOptions } from './Confirm';
export { Progress, type ProgressProps } from './Progress';
export { EmptyState, type EmptyStateProps } from './EmptyState';
/** @deprecated Renamed to `Input`; kept until the package barrel switches over. */
export { Input as TextField, type InputProps as TextFieldProps } from './Input';
