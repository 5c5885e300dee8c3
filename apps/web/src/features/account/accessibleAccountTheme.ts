import type { ThemeConfig } from 'antd';

/**
 * The account pages' colours for text on white and white on colour, in darker shades of antd's
 * palette (steps 7 to 9). White on the spec's #1890ff is 3.2:1, and red #ff4d4f (danger buttons,
 * form error messages) on white 3.3:1, both below the WCAG AA 4.5:1; these are 5.0:1 and more.
 */
export const ACCESSIBLE_ACCOUNT_THEME: ThemeConfig = {
  token: { colorError: '#cf1322' },
  components: {
    Button: {
      colorPrimary: '#0958d9',
      colorPrimaryHover: '#096dd9',
      colorPrimaryActive: '#003eb3',
      colorErrorHover: '#a8071a',
      colorErrorActive: '#820014',
    },
  },
};
