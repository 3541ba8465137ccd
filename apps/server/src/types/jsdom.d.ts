// jsdom ships no types, and @types/jsdom pulls the DOM library into the server's types (whose Blob
// clashes with Node's). The server uses jsdom only as DOMPurify's window (brand/logo-file.ts).
declare module "jsdom" {
  import type { WindowLike } from "dompurify";

  export class JSDOM {
    constructor(html?: string);
    readonly window: WindowLike;
  }
}
