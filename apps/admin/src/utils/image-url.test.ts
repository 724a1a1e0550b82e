import { describe, expect, it } from 'vitest';
import { resolveImageUrl } from './image-url';

const ORIGIN = 'https://admin.example.com';

describe('resolveImageUrl', () => {
  it('rewrites local development hosts on any port to the origin plus /img/', () => {
    expect(resolveImageUrl('http://localhost:8000/uploads/a.jpg', ORIGIN)).toBe(
      'https://admin.example.com/img/uploads/a.jpg',
    );
    expect(resolveImageUrl('http://127.0.0.1/uploads/b.png', ORIGIN)).toBe(
      'https://admin.example.com/img/uploads/b.png',
    );
    expect(resolveImageUrl('https://0.0.0.0:3000/profile/c.webp', ORIGIN)).toBe(
      'https://admin.example.com/img/profile/c.webp',
    );
  });

  it('does not double an existing /img/ prefix', () => {
    expect(resolveImageUrl('http://localhost:8080/img/uploads/a.jpg', ORIGIN)).toBe(
      'https://admin.example.com/img/uploads/a.jpg',
    );
  });

  it('keeps the query string and ignores a trailing slash on the origin', () => {
    expect(resolveImageUrl('http://localhost:8080/uploads/a.jpg?v=2', `${ORIGIN}/`)).toBe(
      'https://admin.example.com/img/uploads/a.jpg?v=2',
    );
  });

  it('returns null for an empty address', () => {
    expect(resolveImageUrl('', ORIGIN)).toBeNull();
    expect(resolveImageUrl(null, ORIGIN)).toBeNull();
    expect(resolveImageUrl(undefined, ORIGIN)).toBeNull();
  });

  it('leaves every other address unchanged', () => {
    expect(resolveImageUrl('https://cdn.example.com/a.jpg', ORIGIN)).toBe(
      'https://cdn.example.com/a.jpg',
    );
    expect(resolveImageUrl('http://localhost.example.com/a.jpg', ORIGIN)).toBe(
      'http://localhost.example.com/a.jpg',
    );
    expect(resolveImageUrl('/img/uploads/a.jpg', ORIGIN)).toBe('/img/uploads/a.jpg');
    expect(resolveImageUrl('data:image/png;base64,AAAA', ORIGIN)).toBe(
      'data:image/png;base64,AAAA',
    );
  });

  it('uses the current page origin by default', () => {
    expect(resolveImageUrl('http://localhost:8000/uploads/a.jpg')).toBe(
      `${window.location.origin}/img/uploads/a.jpg`,
    );
  });
});
