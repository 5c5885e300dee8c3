import { afterEach, describe, expect, it } from 'vitest';
import { readSidebarOpen, writeSidebarOpen } from './sidebarStatus';

afterEach(() => {
  document.cookie = 'sidebar_status=; path=/; max-age=0';
});

describe('sidebar status cookie', () => {
  it('is open unless the cookie says closed', () => {
    expect(readSidebarOpen('')).toBe(true);
    expect(readSidebarOpen('sidebar_status=1')).toBe(true);
    expect(readSidebarOpen('sidebar_status=0')).toBe(false);
  });

  it('keeps the choice', () => {
    writeSidebarOpen(false);
    expect(readSidebarOpen()).toBe(false);
    writeSidebarOpen(true);
    expect(readSidebarOpen()).toBe(true);
  });
});
