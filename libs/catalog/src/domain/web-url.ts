/**
 * Whether text is an absolute http(s) link a browser can open: it parses as a URL (WHATWG, as
 * browsers do), its scheme is http or https, it names a host, and it holds no white space.
 */
export function isWebUrl(text: string): boolean {
  if (/\s/.test(text) || !URL.canParse(text)) return false;
  const url = new URL(text);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}
