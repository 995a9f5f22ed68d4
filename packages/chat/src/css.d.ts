// The KaTeX stylesheet is imported for its side effect; bundlers resolve it, TypeScript needs a type.
declare module '*.css';
