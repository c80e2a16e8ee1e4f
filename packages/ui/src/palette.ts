// Button palette of spec §9 (dark blue, blue, green, red, orange, gray, cyan). The spec names
// the colours but not their values: these hex values are ours. Each colour has the solid,
// ghost, text and hover variants the spec lists.
export interface ButtonColor {
  /** Solid background / ghost border and text / text-button text. */
  solid: string;
  /** Hover shade of the solid colour. */
  hover: string;
  /** Light background used by ghost buttons on hover. */
  ghostBg: string;
}

export type ButtonPaletteName = 'darkBlue' | 'blue' | 'green' | 'red' | 'orange' | 'gray' | 'cyan';

export const buttonPalette: Record<ButtonPaletteName, ButtonColor> = {
  darkBlue: { solid: '#1d39c4', hover: '#2f54eb', ghostBg: '#f0f5ff' },
  blue: { solid: '#3370ff', hover: '#5c8dff', ghostBg: '#e6edff' },
  green: { solid: '#52c41a', hover: '#73d13d', ghostBg: '#f6ffed' },
  red: { solid: '#f5222d', hover: '#ff4d4f', ghostBg: '#fff1f0' },
  orange: { solid: '#fa8c16', hover: '#ffa940', ghostBg: '#fff7e6' },
  gray: { solid: '#8c8c8c', hover: '#a6a6a6', ghostBg: '#f5f5f5' },
  cyan: { solid: '#13c2c2', hover: '#36cfc9', ghostBg: '#e6fffb' },
};
