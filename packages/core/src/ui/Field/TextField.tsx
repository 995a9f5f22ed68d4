// Kept so existing deep imports (`../ui/Field/TextField`) keep working; new code uses `Input`.
export { Input as TextField, type InputProps as TextFieldProps } from '../Input/Input';
