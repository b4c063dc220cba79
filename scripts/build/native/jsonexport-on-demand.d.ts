/** jsonexport's function, fetched when called (see the .js file beside this one). */
export default function jsonExport(...args: unknown[]): Promise<unknown>;
