export { Modal, type ModalOpenChangeDetails, type ModalProps } from './Modal';
