import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const root = '/srv/job-board';

describe('configuration', () => {
  it('has working defaults: port 8080 and an SQLite file under data/', () => {
    const config = loadConfig({}, root);
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe(`sqlite:${path.join(root, 'data/job-board.sqlite')}`);
    expect(config.appUrl).toBe('http://localhost:8080');
    expect(config.uploadDir).toBe(path.join(root, 'data/uploads'));
    expect(config.tokenIdleMinutes).toBe(720);
    expect(config.tokenMaxAgeMinutes).toBe(7 * 24 * 60);
    expect(config.logLevel).toBe('info');
    expect(config.webConcurrency).toBe(availableParallelism());
  });

  it('takes WEB_CONCURRENCY as the number of worker processes, 1 for a single one', () => {
    expect(loadConfig({ WEB_CONCURRENCY: '1' }, root).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: ' 3 ' }, root).webConcurrency).toBe(3);
  });

  it('reads every variable and treats empty ones as unset', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://u:p@db/jobs',
        APP_URL: 'https://admin.example.com/',
        UPLOAD_DIR: 'files',
        ADMIN_EMAIL: 'boss@example.com',
        ADMIN_PASSWORD: 'long enough',
        LOG_LEVEL: 'warn',
        TOKEN_IDLE_MINUTES: '30',
        TRUST_PROXY: 'true',
        SMTP_URL: '',
      },
      root,
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u:p@db/jobs',
      appUrl: 'https://admin.example.com',
      uploadDir: path.join(root, 'files'),
      adminEmail: 'boss@example.com',
      logLevel: 'warn',
      tokenIdleMinutes: 30,
      trustProxy: true,
      smtpUrl: undefined,
    });
  });

  it.each([
    ['PORT', 'eighty', /PORT must be a whole number/],
    ['PORT', '70000', /PORT must be at most 65535/],
    ['DATABASE_URL', 'mysql://db/jobs', /DATABASE_URL must start with sqlite:/],
    ['APP_URL', 'ftp://example.com', /APP_URL must be an http/],
    ['ADMIN_EMAIL', 'not-an-email', /ADMIN_EMAIL must be an email address/],
    ['ADMIN_PASSWORD', 'short', /ADMIN_PASSWORD must be at least 8 characters/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL must be one of/],
    ['TOKEN_MAX_AGE_MINUTES', '0', /TOKEN_MAX_AGE_MINUTES must be at least 1/],
    ['TRUST_PROXY', 'maybe', /TRUST_PROXY must be true or false/],
    ['TRUST_PROXY', '10.0.0.0/33', /TRUST_PROXY must be true or false, or the addresses/],
    ['WEB_CONCURRENCY', '0', /^WEB_CONCURRENCY must be at least 1$/],
    ['WEB_CONCURRENCY', 'auto', /^WEB_CONCURRENCY must be a whole number$/],
    ['WEB_CONCURRENCY', '2.5', /^WEB_CONCURRENCY must be a whole number$/],
    ['WEB_CONCURRENCY', '1000', /^WEB_CONCURRENCY must be at most 256$/],
    ['METRICS_TOKEN', 'short', /METRICS_TOKEN must be at least 16 characters/],
    // `sqlite:$DB_FILE` with DB_FILE unset: refused, not an in-memory database.
    ['DATABASE_URL', 'sqlite:', /^DATABASE_URL names no SQLite file: give its path/],
    ['DATABASE_URL', 'sqlite://', /^DATABASE_URL names no SQLite file/],
    ['DATABASE_URL', 'postgres://u:p@db:99999/jobs', /^DATABASE_URL is not a valid URL/],
    [
      'OTEL_EXPORTER_OTLP_ENDPOINT',
      'collector:4318',
      /OTEL_EXPORTER_OTLP_ENDPOINT must be an http/,
    ],
  ])('stops with a message naming %s when it is %s', (name, value, message) => {
    expect(() => loadConfig({ [name]: value }, root)).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value }, root)).toThrow(message);
  });

  it('takes TRUST_PROXY as the proxies to trust, by address or range', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }, root).trustProxy).toBe(
      '127.0.0.1,10.0.0.0/8,::1',
    );
    expect(loadConfig({ TRUST_PROXY: 'no' }, root).trustProxy).toBe(false);
  });

  it('keeps an in-memory SQLite database when it is asked for by name', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite::memory:' }, root).databaseUrl).toBe(
      'sqlite::memory:',
    );
  });

  it('says each problem on a line of its own, naming its variable', () => {
    expect(() => loadConfig({ PORT: 'x' }, root)).toThrow(/^PORT must be a whole number$/);
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'y' }, root)).toThrow(
      /^PORT must be a whole number\nLOG_LEVEL must be one of/,
    );
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'x', LOG_LEVEL: 'y' }, root);
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toHaveLength(2);
    }
  });
});
