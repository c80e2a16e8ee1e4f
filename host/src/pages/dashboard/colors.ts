// Figure colours dark enough for 4.5:1 on white (WCAG 2.2 AA); antd's orange and red presets are not.
export const WARNING_TEXT = '#ad4e00';
export const DANGER_TEXT = '#cf1322';
export const OK_TEXT = '#237804';
