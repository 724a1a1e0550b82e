/** The anti-forgery token the server wrote into the page it served (`<meta name="csrf-token">`). */
export function readMetaCsrfToken(doc: Document = document): string | null {
  const content = doc.querySelector('meta[name="csrf-token"]')?.getAttribute('content');
  return content ? content : null;
}

export const XSRF_COOKIE = 'XSRF-TOKEN';

/**
 * The session's current anti-forgery token from the XSRF-TOKEN cookie. Signing in rotates the
 * session, so this is read on every request rather than once; the value is sent as stored (the
 * server decodes it).
 */
export function readXsrfCookie(cookies: string = document.cookie): string | null {
  for (const pair of cookies.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === XSRF_COOKIE) return value.join('=') || null;
  }
  return null;
}
