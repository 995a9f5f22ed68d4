export const PACKAGE_NAME = '@atelier/draw';
