import type { ThemeConfig } from 'antd';
import { readableShade } from './contrast';

/** Secondary texts darker than antd's defaults, which fall short of 4.5:1 on white. */
const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.65)';

/**
 * antd's theme for a chosen colour: colorPrimary is the colour itself; whatever carries text in
 * it (links, selected menu entries and tabs, primary buttons) uses its readable shade.
 */
export function themeFor(themeColor: string): ThemeConfig {
  const readable = readableShade(themeColor);
  return {
    token: {
      colorPrimary: themeColor,
      colorLink: readable,
      colorTextSecondary: SECONDARY_TEXT,
      colorTextDescription: SECONDARY_TEXT,
      colorTextTertiary: SECONDARY_TEXT,
    },
    components: {
      Button: { colorPrimary: readable, colorPrimaryHover: themeColor, colorPrimaryActive: readable },
      // Denser than antd's 40 px rows: the whole menu of an expert fits a laptop screen.
      Menu: { darkItemSelectedBg: readable, itemSelectedColor: readable, itemHeight: 36, itemMarginBlock: 2 },
      Tabs: { itemSelectedColor: readable, itemActiveColor: readable },
    },
  };
}
