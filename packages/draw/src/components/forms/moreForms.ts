// The studio's forms beyond the first tab (Imagine), in one chunk that loads when one is first shown.
export { DalleForm } from './DalleForm';
export { BlendForm, DescribeForm, FaceSwapForm } from './ImageForms';
