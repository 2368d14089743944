/**
 * The custom-functions entry (webpack `functions` bundle, loaded by taskpane.html in Excel's shared runtime and
 * by standalone.html). It loads every functions/*.ts file; the metadata plugin has appended to each file with
 * `@customfunction` JSDoc its `CustomFunctions.associate(id, fn)` calls, so loading a file registers its functions
 * with Excel, or with the standalone page's stand-in. New function files are picked up without editing this one.
 */
declare global {
  // webpack's require.context (resolved at build time)
  namespace NodeJS {
    interface Require {
      context(directory: string, useSubdirectories: boolean, filter: RegExp): { keys(): string[]; (id: string): unknown };
    }
  }
}

const files = require.context('./', false, /^\.\/(?!index\.ts$)[\w-]+\.ts$/);
for (const key of files.keys()) files(key);

export {};
