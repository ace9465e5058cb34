// The catalogue's pure rules: boxes made of other products, and the builders of mixed cases. See README.md.
export * from './box.ts';
export * from './builder.ts';
