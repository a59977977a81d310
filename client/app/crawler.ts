/** Search engines' and link previewers' user agents (they all name themselves so). */
const CRAWLER =
  /bot\b|bot\/|crawler|crawling|spider|slurp|facebookexternalhit|mediapartners-google|bingpreview|ia_archiver|embedly|pinterest/i;

export function isCrawler(userAgent: string): boolean {
  return CRAWLER.test(userAgent);
}
