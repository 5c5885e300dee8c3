import { describe, expect, it } from 'vitest';
import { parseClientConfig } from './clientConfig';

describe('parseClientConfig', () => {
  it('needs the issuer and the client id', () => {
    expect(() => parseClientConfig({ clientId: 'afx-web' })).toThrow('authority and clientId are required');
    expect(() => parseClientConfig({ authority: 'http://localhost:8080/auth' })).toThrow();
    expect(() => parseClientConfig(null)).toThrow();
  });

  it('fills what the server left out', () => {
    expect(parseClientConfig({ authority: 'http://localhost:8080/auth', clientId: 'afx-web' })).toEqual({
      authority: 'http://localhost:8080/auth',
      clientId: 'afx-web',
      scopes: 'openid',
      externalIdentity: false,
      accountLinks: { profile: '', password: '', totp: '', sessions: '', log: '' },
      forum: { news: null, conf: null },
      support: { email: '', phone: '' },
      version: '',
      counters: [],
    });
  });

  it('keeps the counters the installation serves, of those the app knows', () => {
    const config = parseClientConfig({
      authority: 'http://localhost:8080/auth',
      clientId: 'afx-web',
      counters: ['fpt', 'mcs'],
    });
    expect(config.counters).toEqual(['fpt']);
  });
});
