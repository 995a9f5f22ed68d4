export const PACKAGE_NAME = '@atelier/library';
