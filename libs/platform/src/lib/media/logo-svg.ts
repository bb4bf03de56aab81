import { escapeXml } from './svg-text';

/** A site logo drawn from its name: a rounded badge in the site's colours with its initials. */
export function logoSvg(name: string, [from, to]: readonly [string, string]): string {
  const initials = name
    .split(/[\s&]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${escapeXml(from)}"/>`,
    `<stop offset="1" stop-color="${escapeXml(to)}"/></linearGradient></defs>`,
    '<rect width="96" height="96" rx="22" fill="url(#g)"/>',
    '<circle cx="48" cy="48" r="36" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>',
    `<text x="48" y="60" text-anchor="middle" font-family="Arial, sans-serif" font-size="34" font-weight="700" fill="#fff">${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('');
}
