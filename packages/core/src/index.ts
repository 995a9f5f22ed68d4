export const PACKAGE_NAME = '@atelier/core';
