// xml2js ships without types; the manifest check uses only this.
declare module 'xml2js' {
  export function parseStringPromise(xml: string, options?: Record<string, unknown>): Promise<Record<string, never>>;
}
