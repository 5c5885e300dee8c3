import { readCookie, writeCookie } from '../cookies';

const COOKIE_NAME = 'sidebar_status';

/** Whether the sidebar was left open (the default) or collapsed. */
export function readSidebarOpen(cookieHeader: string = document.cookie): boolean {
  return readCookie(COOKIE_NAME, cookieHeader) !== '0';
}

export function writeSidebarOpen(open: boolean): void {
  writeCookie(COOKIE_NAME, open ? '1' : '0');
}
