import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AUTH_MESSAGES, FILE_MESSAGES } from '@job-board/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../../lib/uploads.js';
import { imageBuffer } from '../../testing/content-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let token: string;
const auth = () => ({ authorization: `Bearer ${token}` });
const URL_PATH = '/api/file/upload-image';

/** A multipart form with one file (or none) plus text fields, as a browser sends it. */
function form(file?: { field?: string; bytes: Uint8Array; name: string; type: string }) {
  const data = new FormData();
  if (file) {
    data.append(
      file.field ?? 'image',
      new Blob([new Uint8Array(file.bytes)], { type: file.type }),
      file.name,
    );
  }
  return data;
}

const upload = (payload: FormData, headers: Record<string, string> = auth()) =>
  t.app.inject({ method: 'POST', url: URL_PATH, headers, payload });

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/file/upload-image', () => {
  it.each([
    ['png', 'image/png', 'png'],
    ['jpeg', 'image/jpeg', 'jpg'],
    ['webp', 'image/webp', 'webp'],
  ] as const)(
    'stores a %s under a random name and serves it with its type and nosniff',
    async (format, contentType, extension) => {
      const bytes = await imageBuffer(format, { width: 30, height: 20 });
      const response = await upload(form({ bytes, name: `photo.${extension}`, type: contentType }));
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        result: true,
        message: FILE_MESSAGES.imageUploaded,
        data: { file_name: expect.stringMatching(new RegExp(`^[0-9a-f]{32}\\.${extension}$`)) },
      });

      const served = await t.app.inject({ url: `/img/uploads/${body.data.file_name}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(contentType);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const metadata = await sharp(served.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual([format, 30, 20]);
    },
  );

  it('judges the type by content, not by the name or type the client claims', async () => {
    const png = await imageBuffer('png');
    const response = await upload(form({ bytes: png, name: 'holiday.jpg', type: 'image/jpeg' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.file_name).toMatch(/\.png$/);
  });

  it('gives every upload a new name', async () => {
    const bytes = await imageBuffer('png');
    const names = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      names.add(
        (await upload(form({ bytes, name: 'same.png', type: 'image/png' }))).json().data.file_name,
      );
    }
    expect(names.size).toBe(3);
  });

  it('strips EXIF metadata (camera, owner, location) by re-encoding', async () => {
    const withExif = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Secret Owner', ImageDescription: 'Taken at 12 Home Street' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .toBuffer();
    const before = await sharp(withExif).metadata();
    expect(before.exif).toBeDefined();
    expect(withExif.includes('Secret Owner')).toBe(true);

    const response = await upload(
      form({ bytes: withExif, name: 'camera.jpg', type: 'image/jpeg' }),
    );
    expect(response.statusCode).toBe(200);
    const stored = readFileSync(path.join(t.config.uploadDir, response.json().data.file_name));
    const after = await sharp(stored).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(stored.includes('Secret Owner')).toBe(false);
    expect(stored.includes('Home Street')).toBe(false);
  });

  it.each([
    [
      'an SVG',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
      ),
      'logo.svg',
      'image/svg+xml',
    ],
    ['a text file renamed .png', Buffer.from('just some notes\n'), 'notes.png', 'image/png'],
    ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>'), 'x.png', 'image/png'],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'), 'doc.png', 'image/png'],
  ])('refuses %s with 415', async (_label, bytes, name, type) => {
    const response = await upload(form({ bytes, name, type }));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ result: false, message: UPLOAD_MESSAGES.unsupportedType });
  });

  it('refuses other image formats (GIF, TIFF) with 415', async () => {
    for (const format of ['gif', 'tiff'] as const) {
      const bytes = await imageBuffer(format);
      const response = await upload(form({ bytes, name: `a.${format}`, type: `image/${format}` }));
      expect(response.statusCode, format).toBe(415);
    }
  });

  it('refuses a damaged image with 415', async () => {
    const jpeg = await imageBuffer('jpeg', { width: 200, height: 200 });
    const response = await upload(
      form({ bytes: jpeg.subarray(0, 40), name: 'broken.jpg', type: 'image/jpeg' }),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(UPLOAD_MESSAGES.unreadable);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const bytes = Buffer.alloc(5 * 1024 * 1024 + 1, 7);
    const response = await upload(form({ bytes, name: 'huge.png', type: 'image/png' }));
    expect(response.statusCode).toBe(413);
    expect(response.json().result).toBe(false);
  });

  it('refuses an image over 40 megapixels with 413, however small the file', async () => {
    const bytes = await sharp({
      create: { width: 8000, height: 5001, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bytes.length).toBeLessThan(5 * 1024 * 1024);
    const response = await upload(form({ bytes, name: 'wide.png', type: 'image/png' }));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(UPLOAD_MESSAGES.tooManyPixels);
  });

  it('answers 422 naming the image field when it is missing or not a file', async () => {
    const missing = await upload(
      form({ field: 'file', bytes: await imageBuffer(), name: 'a.png', type: 'image/png' }),
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      result: false,
      message: FILE_MESSAGES.imageRequired,
      errors: { image: [FILE_MESSAGES.imageRequired] },
    });

    const text = new FormData();
    text.append('image', 'https://example.com/cat.png');
    const notFile = await upload(text);
    expect(notFile.statusCode).toBe(422);
    expect(notFile.json().errors).toEqual({ image: [FILE_MESSAGES.imageNotAFile] });

    const json = await t.app.inject({
      method: 'POST',
      url: URL_PATH,
      headers: auth(),
      payload: { image: 'aGVsbG8=' },
    });
    expect(json.statusCode).toBe(422);
    expect(Object.keys(json.json().errors)).toEqual(['image']);
  });

  it('is for signed-in admins only', async () => {
    const response = await upload(
      form({ bytes: await imageBuffer(), name: 'a.png', type: 'image/png' }),
      {},
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(AUTH_MESSAGES.unauthenticated);
  });

  it('accepts a signed-in browser session that carries the anti-forgery token', async () => {
    const { cookies, xsrfToken } = await t.signInWithCookies();
    const payload = form({ bytes: await imageBuffer(), name: 'a.png', type: 'image/png' });

    const withoutToken = await t.app.inject({
      method: 'POST',
      url: URL_PATH,
      cookies,
      payload,
    });
    expect(withoutToken.statusCode).toBe(419);

    const withToken = await t.app.inject({
      method: 'POST',
      url: URL_PATH,
      cookies,
      headers: { 'x-xsrf-token': xsrfToken },
      payload: form({ bytes: await imageBuffer(), name: 'a.png', type: 'image/png' }),
    });
    expect(withToken.statusCode).toBe(200);
  });

  it('writes an audit row per upload', async () => {
    const response = await upload(
      form({ bytes: await imageBuffer(), name: 'audited.png', type: 'image/png' }),
    );
    const fileName = response.json().data.file_name;
    const rows = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id', 'summary'])
      .where('entity', '=', 'image')
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'upload', entity: 'image', entity_id: null });
    expect(JSON.parse(rows[0]!.summary!)).toMatchObject({
      file_name: fileName,
      original_name: 'audited.png',
    });
  });
});
