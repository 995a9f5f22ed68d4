export const PACKAGE_NAME = '@atelier/chat';
