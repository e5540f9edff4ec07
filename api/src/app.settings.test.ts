import { PRODUCTION } from '../test/settings-env';
import { loadConfig } from './config/configuration';

describe('app settings (http, site)', () => {
  it('serves the API docs outside production, and in production only with API_DOCS=true', () => {
    expect(loadConfig(PRODUCTION).http.docs).toBe(false);
    expect(loadConfig({ ...PRODUCTION, API_DOCS: 'true' }).http.docs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).http.docs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).http.docs).toBe(false);
  });

  it('listens on API_PORT, else on the PORT a hosting platform sets, else on 5000', () => {
    expect(loadConfig({ API_PORT: '7001', PORT: '7002' }).http.port).toBe(7001);
    expect(loadConfig({ PORT: '7002' }).http.port).toBe(7002);
    expect(loadConfig({}).http.port).toBe(5000);
  });

  it('allows the local front-end apps of the site registry by default, on their configured ports', () => {
    const origins = loadConfig({ SHELL_PORT: '4100' }).http.corsOrigins;
    expect(origins).toEqual(
      expect.arrayContaining([
        'http://localhost:4100',
        'http://127.0.0.1:4100',
        'http://localhost:3002',
      ]),
    );
    expect(origins).not.toContain('http://localhost:3000');
    expect(loadConfig({ CORS_ORIGINS: 'https://old.example' }).http.corsOrigins).toEqual([
      'https://old.example',
    ]);
  });

  it('knows the API’s public address (the feed’s images) as site.config.json does', () => {
    expect(loadConfig({}).site.apiUrl).toBe('http://localhost:5000');
    expect(loadConfig({ PUBLIC_HOST: 'example.test', API_PORT: '8080' }).site.apiUrl).toBe(
      'http://example.test:8080',
    );
    expect(loadConfig({ API_URL: 'https://api.brightwave.example/' }).site.apiUrl).toBe(
      'https://api.brightwave.example',
    );
    expect(() => loadConfig({ API_URL: 'not a url' })).toThrow(/API_URL/);
  });
});
