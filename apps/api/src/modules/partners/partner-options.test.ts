import { brotliDecompressSync } from 'node:zlib';
import { PARTNER_OPTIONS_MESSAGES, type PartnerOption } from '@job-board/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { insertRows } from '../../db/seed/batch-insert.js';
import { insertPartner } from '../../testing/partners-fixtures.js';
import { openSecondConnection } from '../../testing/second-connection.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { listPartnerNames, toPartnerOption } from './partners.repository.js';

/**
 * GET /api/partner/all: the picker's search (`s`, `limit`, `ids`) and the whole list, which is
 * served from a body serialised once per version of the partners' names, a version the database
 * keeps (migration 0019), so rows written by plain SQL from another connection count too.
 */

type Session = { t: TestApp; token: string };

async function openSession(): Promise<Session> {
  const t = await buildTestApp();
  return { t, token: await t.loginAs() };
}

const get = ({ t, token }: Session, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { authorization: `Bearer ${token}`, ...headers } });

const namesOf = (body: { data: PartnerOption[] }) => body.data.map((option) => option.name);

async function partnersNamed(db: DatabaseHandle['db'], names: readonly string[]) {
  const ids = new Map<string, number>();
  for (const name of names) ids.set(name, await insertPartner(db, { company_name: name }));
  return ids;
}

const stamp = '2025-01-10T09:30:00.000Z';
const partnerRow = (company_name: string, n: number) => ({
  company_name,
  email: `bulk${n}@example.com`,
  bio: null,
  profile_picture: null,
  created_at: stamp,
  updated_at: stamp,
});

describe('GET /api/partner/all with s, limit and ids', () => {
  let session: Session;
  let ids: Map<string, number>;
  const call = (query: string) => get(session, `/api/partner/all${query}`);
  const names = async (query: string) => {
    const response = await call(query);
    expect(response.statusCode, response.body).toBe(200);
    return namesOf(response.json());
  };

  beforeAll(async () => {
    session = await openSession();
    ids = await partnersNamed(session.t.database.db, [
      'Tacmex',
      'Big Acme Ltd',
      'acme Widgets',
      'Zeta Services',
      'Hyperacme Labs',
      'ACME',
      'The acme Group',
      'Acme Corp',
      'Beta Works',
      '100% Hire',
      'Zeta Zones',
    ]);
  });
  afterAll(async () => {
    await session.t.close();
  });

  it('ranks the matches: the name itself, names beginning with it, a later word, the rest', async () => {
    const response = await call('?s=acme');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: true,
      data: [
        { id: ids.get('ACME'), name: 'ACME' },
        { id: ids.get('Acme Corp'), name: 'Acme Corp' },
        { id: ids.get('acme Widgets'), name: 'acme Widgets' },
        { id: ids.get('Big Acme Ltd'), name: 'Big Acme Ltd' },
        { id: ids.get('The acme Group'), name: 'The acme Group' },
        { id: ids.get('Hyperacme Labs'), name: 'Hyperacme Labs' },
        { id: ids.get('Tacmex'), name: 'Tacmex' },
      ],
    });
    expect(await names('?s=ACME%20c')).toEqual(['Acme Corp']);
  });

  it('answers at most `limit` options, the best first', async () => {
    expect(await names('?s=acme&limit=3')).toEqual(['ACME', 'Acme Corp', 'acme Widgets']);
    expect(await names('?s=acme&limit=1')).toEqual(['ACME']);
  });

  it('searches short terms and takes LIKE wildcards as text', async () => {
    expect(await names('?s=ta')).toEqual(['Tacmex', 'Beta Works', 'Zeta Services', 'Zeta Zones']);
    expect(await names('?s=%25')).toEqual(['100% Hire']);
    expect(await names('?s=_')).toEqual([]);
    expect(await names('?s=nothing-like-it')).toEqual([]);
  });

  it('gives the first partners A–Z for `limit` alone', async () => {
    expect(await names('?limit=3')).toEqual(['100% Hire', 'ACME', 'Acme Corp']);
  });

  it('gives named partners A–Z for `ids`, comma-separated or repeated, narrowed by `s`', async () => {
    const [zeta, beta, acme] = ['Zeta Zones', 'Beta Works', 'ACME'].map((name) => ids.get(name));
    expect(await names(`?ids=${zeta},${beta}`)).toEqual(['Beta Works', 'Zeta Zones']);
    expect(await names(`?ids=${zeta}&ids=${beta},${acme}`)).toEqual([
      'ACME',
      'Beta Works',
      'Zeta Zones',
    ]);
    expect(await names(`?ids=${zeta},${zeta}`)).toEqual(['Zeta Zones']);
    expect(await names('?ids=2147483647')).toEqual([]);
    expect(await names(`?ids=${zeta},${beta},${acme}&s=eta`)).toEqual(['Beta Works', 'Zeta Zones']);
    expect(await names(`?ids=${zeta},${beta},${acme}&limit=1`)).toEqual(['ACME']);
  });

  it('answers the whole list, unchanged, when the parameters are blank', async () => {
    const whole = await names('');
    expect(whole).toHaveLength(ids.size);
    expect(await names('?s=&limit=&ids=')).toEqual(whole);
  });

  it('refuses bad parameters with 422 and a sentence naming what to send', async () => {
    const refusals: [string, string, string][] = [
      ['?limit=0', 'limit', PARTNER_OPTIONS_MESSAGES.limit],
      ['?limit=51', 'limit', PARTNER_OPTIONS_MESSAGES.limit],
      ['?limit=ten', 'limit', PARTNER_OPTIONS_MESSAGES.limit],
      ['?limit=2.5', 'limit', PARTNER_OPTIONS_MESSAGES.limit],
      ['?ids=7,x', 'ids', PARTNER_OPTIONS_MESSAGES.ids],
      ['?ids=0', 'ids', PARTNER_OPTIONS_MESSAGES.ids],
      ['?ids=-3', 'ids', PARTNER_OPTIONS_MESSAGES.ids],
      ['?ids=0x10', 'ids', PARTNER_OPTIONS_MESSAGES.ids],
      [
        `?ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`,
        'ids',
        PARTNER_OPTIONS_MESSAGES.tooManyIds,
      ],
      [`?s=${'a'.repeat(201)}`, 's', 'Search for at most 200 characters.'],
    ];
    for (const [query, field, message] of refusals) {
      const response = await call(query);
      expect(response.statusCode, query).toBe(422);
      expect(response.json(), query).toMatchObject({
        result: false,
        errors: { [field]: [message] },
      });
    }
  });
});

describe.each([
  { fillers: 5_100, before: 'more partners before its matches (A–Z) than a walk reads' },
  { fillers: 0, before: 'fewer partners in all than a walk reads' },
])(
  'GET /api/partner/all?s= for a term in more names than are ranked at once, $before',
  ({ fillers }) => {
    let session: Session;
    const names = async (query: string) => {
      const response = await get(session, `/api/partner/all${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return namesOf(response.json());
    };

    beforeAll(async () => {
      session = await openSession();
      const number = (n: number) => String(n).padStart(4, '0');
      await insertRows(session.t.database.db, 'partners', [
        ...Array.from({ length: fillers }, (_, i) => partnerRow(`Alpha Filler ${number(i)}`, i)),
        ...Array.from({ length: 1_050 }, (_, i) =>
          partnerRow(`Zulu Common ${number(i)}`, 6_000 + i),
        ),
      ]);
      await partnersNamed(session.t.database.db, [
        'Uncommon Goods',
        'common Room',
        'COMMON',
        'Common Ground',
      ]);
    }, 120_000);
    afterAll(async () => {
      await session.t.close();
    });

    it('gives the names beginning with it, then its other matches A–Z', async () => {
      expect(await names('?s=common&limit=6')).toEqual([
        'COMMON',
        'Common Ground',
        'common Room',
        'Uncommon Goods',
        'Zulu Common 0000',
        'Zulu Common 0001',
      ]);
      expect(await names('?s=mmon%20')).toHaveLength(20);
    });

    it('fills the answer with names beginning with it when there are enough', async () => {
      expect(await names('?s=zulu%20c&limit=3')).toEqual([
        'Zulu Common 0000',
        'Zulu Common 0001',
        'Zulu Common 0002',
      ]);
      expect(await names('?s=zulu%20c')).toHaveLength(20);
    });

    it.runIf(fillers > 0)('gives the other matches A–Z when none begins with it', async () => {
      expect(await names('?s=filler&limit=2')).toEqual(['Alpha Filler 0000', 'Alpha Filler 0001']);
    });
  },
);

describe('GET /api/partner/all without parameters: the whole list, kept per data version', () => {
  let session: Session;
  let other: DatabaseHandle;
  let statements: string[] = [];
  let stopObserving: () => void;

  beforeAll(async () => {
    session = await openSession();
    await partnersNamed(session.t.database.db, ['Kilo Kitchens', 'alpha Apps', 'Mike Media']);
    // Another service's connection: its writes go through no code of this server.
    other = await openSecondConnection(session.t.database);
    stopObserving = session.t.database.observeQueries((event) => statements.push(event.sql));
  });
  afterAll(async () => {
    stopObserving();
    await other.close();
    await session.t.close();
  });

  /** The answer, what this server read for it, and what the database holds now. */
  async function whole(headers: Record<string, string> = {}) {
    statements = [];
    const response = await get(session, '/api/partner/all', headers);
    const read = statements.filter((statement) => /"(partners|data_versions)"/.test(statement));
    const fresh = (await listPartnerNames(session.t.database.db)).map(toPartnerOption);
    return { response, read, fresh };
  }
  const readsPartners = (read: string[]) =>
    read.some((statement) => /from "partners"/.test(statement));

  it('serialises the list once and sends it again while the names stay the same', async () => {
    const first = await whole();
    expect(first.response.statusCode).toBe(200);
    expect(first.response.json()).toEqual({ result: true, data: first.fresh });
    expect(namesOf(first.response.json())).toEqual(['alpha Apps', 'Kilo Kitchens', 'Mike Media']);

    const again = await whole();
    expect(again.response.body).toBe(first.response.body);
    expect(again.response.headers.etag).toBe(first.response.headers.etag);
    // One small query: the version. The partners are not read again.
    expect(again.read).toHaveLength(1);
    expect(again.read[0]).toMatch(/from "data_versions"/);

    const revalidated = await whole({ 'if-none-match': String(first.response.headers.etag) });
    expect(revalidated.response.statusCode).toBe(304);
    expect(revalidated.response.body).toBe('');
  });

  it('changes after an insert, a rename and a delete made by plain SQL elsewhere', async () => {
    const before = await whole();

    await sql`insert into partners (company_name, email, bio, profile_picture, created_at, updated_at)
      values ('Bravo Builders', 'bravo@example.com', null, null, ${stamp}, ${stamp})`.execute(
      other.db,
    );
    const inserted = await whole();
    expect(readsPartners(inserted.read)).toBe(true);
    expect(inserted.response.json()).toEqual({ result: true, data: inserted.fresh });
    expect(namesOf(inserted.response.json())).toEqual([
      'alpha Apps',
      'Bravo Builders',
      'Kilo Kitchens',
      'Mike Media',
    ]);
    expect(inserted.response.headers.etag).not.toBe(before.response.headers.etag);

    await sql`update partners set company_name = 'Zulu Zones' where company_name = 'alpha Apps'`.execute(
      other.db,
    );
    const renamed = await whole();
    expect(renamed.response.json()).toEqual({ result: true, data: renamed.fresh });
    expect(namesOf(renamed.response.json())).toEqual([
      'Bravo Builders',
      'Kilo Kitchens',
      'Mike Media',
      'Zulu Zones',
    ]);

    await sql`delete from partners where company_name = 'Kilo Kitchens'`.execute(other.db);
    const deleted = await whole();
    expect(deleted.response.json()).toEqual({ result: true, data: deleted.fresh });
    expect(namesOf(deleted.response.json())).toEqual([
      'Bravo Builders',
      'Mike Media',
      'Zulu Zones',
    ]);
  });

  it('keeps the list when only other columns of partners change', async () => {
    await whole();
    await sql`update partners set bio = 'New bio', company_name = company_name`.execute(other.db);
    const after = await whole();
    expect(after.response.json()).toEqual({ result: true, data: after.fresh });
    expect(readsPartners(after.read)).toBe(false);
  });

  it('compresses the kept list as it sends it', async () => {
    // Enough partners for an answer worth compressing.
    await sql`insert into partners (company_name, email, bio, profile_picture, created_at, updated_at)
      with recursive n(i) as (select 1 union all select i + 1 from n where i < 200)
      select 'Bulk Partner ' || i, 'bulk' || i || '@example.com', null, null, ${stamp}, ${stamp}
      from n`.execute(other.db);
    const plain = await whole();
    const first = await whole({ 'accept-encoding': 'br' });
    const second = await whole({ 'accept-encoding': 'br' });
    expect(first.response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.response.rawPayload).toString()).toBe(plain.response.body);
    expect(second.response.rawPayload.equals(first.response.rawPayload)).toBe(true);
    expect(readsPartners(second.read)).toBe(false);
  });

  it('empties after TRUNCATE on PostgreSQL', async ({ skip }) => {
    if (session.t.database.dialect !== 'postgres') skip();
    await whole();
    await sql`truncate partners cascade`.execute(other.db);
    expect((await whole()).response.json()).toEqual({ result: true, data: [] });
  });
});
