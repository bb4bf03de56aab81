import { paletteFor } from './palette';
import { escapeXml } from './svg-text';

/** A provider's badge for the partners list: its name on a pill in the provider's own colours. */
export function providerLogoSvg(code: string, name: string): string {
  const p = paletteFor(`provider/${code}`);
  const size = name.length > 14 ? 18 : 24;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>`,
    '<rect x="2" y="2" width="236" height="76" rx="38" fill="url(#g)" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>',
    `<circle cx="40" cy="40" r="22" fill="${p.glow}"/>`,
    `<text x="40" y="48" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-size="22" font-weight="900" fill="${p.to}">${escapeXml(name.charAt(0).toUpperCase())}</text>`,
    `<text x="146" y="${40 + size / 3}" text-anchor="middle" font-family="Arial, sans-serif" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(name)}</text>`,
    '</svg>',
  ].join('');
}
