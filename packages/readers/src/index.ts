export const PACKAGE_NAME = '@atelier/readers';
