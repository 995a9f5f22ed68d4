export function logicalLines(text: string): string[];
export function apiSurface(text: string): string;
