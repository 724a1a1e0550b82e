import { endpoints } from '@job-board/contract';
import { describe, expect, it } from 'vitest';
import { lightEndpoint, lightRegistrySource } from './light-registry';

/** The registry a light module declares, read back from its source. */
function registryOf(source: string): Record<string, Record<string, Record<string, unknown>>> {
  const literal = /export const endpoints = (.*);$/m.exec(source)?.[1];
  if (!literal) throw new Error('No registry in the light module.');
  return JSON.parse(literal) as Record<string, Record<string, Record<string, unknown>>>;
}

describe('the light registry', () => {
  const light = registryOf(lightRegistrySource({ endpoints }));

  it('has every endpoint of the contract, each with all it has but its schemas and summary', () => {
    expect(Object.keys(light)).toEqual(Object.keys(endpoints));
    for (const [area, areaEndpoints] of Object.entries(endpoints)) {
      expect(Object.keys(light[area]!)).toEqual(Object.keys(areaEndpoints));
      for (const [key, endpoint] of Object.entries(areaEndpoints)) {
        const plain = Object.fromEntries(
          Object.entries(endpoint).filter(
            ([field]) => !['params', 'query', 'body', 'response', 'summary'].includes(field),
          ),
        );
        expect(light[area]![key], `${area}.${key}`).toEqual(plain);
      }
    }
  });

  it('keeps what the app calls with: method, path, name, kind and permission', () => {
    expect(light.users!.list).toMatchObject({
      name: 'users.list',
      area: 'users',
      method: 'GET',
      path: '/api/admin/users',
      permission: 'users.read',
    });
    expect(light.auth!.csrfCookie).toMatchObject({ kind: 'empty' });
    expect(JSON.stringify(light)).not.toContain('_zod');
  });

  it('refuses a field it cannot write out, and a registry module exporting more', () => {
    expect(() => lightEndpoint({ name: 'a.b', method: 'GET', check: () => true })).toThrow(
      /a\.b: its "check" is neither a zod schema nor plain data/,
    );
    expect(() => lightRegistrySource({ endpoints, allEndpoints: [] })).toThrow(
      /may export only `endpoints`/,
    );
  });
});
