declare module "wink-lexicon/src/wn-verb-exceptions.js" {
  /** WordNet's verb exception list: an inflected form → its base verb ("paid" → "pay"). */
  const exceptions: Readonly<Record<string, string>>;
  export default exceptions;
}
