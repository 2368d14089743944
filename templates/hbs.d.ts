// Handlebars templates are imported as their source text (webpack: asset/source; vitest and the CLI: a loader).
declare module '*.hbs' {
  const source: string;
  export default source;
}
