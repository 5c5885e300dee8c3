import { App } from 'antd';
import { useEffect } from 'react';
import { configureHttp } from '../../api/http';

const ERROR_DURATION_SECONDS = 5;

/** Lets the HTTP client show its errors through antd's App, so they follow the theme and locale. */
export function HttpMessageBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    configureHttp({ showError: (text) => void message.error(text, ERROR_DURATION_SECONDS) });
  }, [message]);
  return null;
}
