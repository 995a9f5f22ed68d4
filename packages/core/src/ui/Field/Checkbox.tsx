// Kept so existing deep imports (`../ui/Field/Checkbox`) keep working; new code imports from `../Checkbox`.
export { Checkbox, type CheckboxProps } from '../Checkbox/Checkbox';
