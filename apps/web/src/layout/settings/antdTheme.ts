import type { ThemeConfig } from 'antd';
import { readableShade } from './contrast';

/** Secondary texts darker than antd's defaults, which fall short of 4.5:1 on white. */
const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.65)';

/** An unchecked switch's track: white text on it reaches 4.5:1. */
const UNCHECKED_SWITCH = 'rgba(0, 0, 0, 0.55)';

/**
 * A record open in View mode shows its values in disabled fields: antd greys their text to 0.25
 * (about 1.6:1), too faint to read. Fields keep their disabled look (background, no caret) with
 * text that reads; disabled buttons keep antd's grey.
 */
const FIELD_DISABLED_TEXT = { colorTextDisabled: SECONDARY_TEXT };

/** antd's error red (#ff4d4f, 3.3:1 on white) darkened for danger buttons and error texts. */
export const READABLE_ERROR = readableShade('#ff4d4f');

/**
 * antd's theme for a chosen colour: colorPrimary is the colour itself; whatever carries text in
 * it (links, selected menu entries and tabs, primary buttons) uses its readable shade. A user whose
 * system asks for reduced motion gets dialogs, drawers and menus without their animations.
 */
export function themeFor(themeColor: string, reducedMotion = false): ThemeConfig {
  const readable = readableShade(themeColor);
  return {
    token: {
      motion: !reducedMotion,
      colorPrimary: themeColor,
      colorLink: readable,
      colorError: READABLE_ERROR,
      colorTextSecondary: SECONDARY_TEXT,
      colorTextDescription: SECONDARY_TEXT,
      colorTextTertiary: SECONDARY_TEXT,
    },
    components: {
      Button: { colorPrimary: readable, colorPrimaryHover: themeColor, colorPrimaryActive: readable },
      // Denser than antd's 40 px rows: the whole menu of an expert fits a laptop screen.
      Menu: { darkItemSelectedBg: readable, itemSelectedColor: readable, itemHeight: 36, itemMarginBlock: 2 },
      Tabs: { itemSelectedColor: readable, itemActiveColor: readable },
      Input: FIELD_DISABLED_TEXT,
      InputNumber: FIELD_DISABLED_TEXT,
      Select: FIELD_DISABLED_TEXT,
      DatePicker: FIELD_DISABLED_TEXT,
      // An unchecked switch's label is white on antd's 0.25 grey (about 1.9:1): a darker grey reads.
      Switch: { colorTextQuaternary: UNCHECKED_SWITCH },
    },
  };
}
