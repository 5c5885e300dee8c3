/** WCAG 2.1 AA asks 4.5:1 for normal text. */
export const AA_TEXT_CONTRAST = 4.5;

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function hexOf([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two '#rrggbb' colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(rgbOf(a)), luminance(rgbOf(b))].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The theme colour, darkened just enough for text on white (and white text on it) to reach AA.
 * The default #1890ff gives 3:1, so links, selected tabs and primary buttons use this shade.
 */
export function readableShade(hex: string, minimum: number = AA_TEXT_CONTRAST): string {
  const base = rgbOf(hex);
  for (let step = 0; step <= 20; step += 1) {
    const factor = 1 - step * 0.05;
    const shade = hexOf(base.map((channel) => channel * factor) as Rgb);
    if (contrastRatio(shade, '#ffffff') >= minimum) return shade;
  }
  return '#000000';
}
