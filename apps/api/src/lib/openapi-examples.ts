import {
  API_KEY_REQUESTS_PER_MINUTE,
  IMAGE_UPLOAD_LIMITS,
  INTEGRATION_MESSAGES,
  endpoints,
  type Endpoint,
} from '@job-board/contract';

/** What an operation's documentation adds to what its contract says: words and examples. */
type OperationExtras = {
  requestDescription?: string;
  /** Per multipart field: the media types it takes. */
  encoding?: Record<string, { contentType: string }>;
  requestExample?: Record<string, unknown>;
  /** Example bodies by status. */
  responseExamples?: Record<number, unknown>;
};

const images = IMAGE_UPLOAD_LIMITS.mimeTypes.join(', ');
const imageRules = `a JPEG, PNG or WebP image of at most ${IMAGE_UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB and ${IMAGE_UPLOAD_LIMITS.maxPixels / 1_000_000} megapixels, judged by its content (415 otherwise, 413 when too large) and stored re-encoded without metadata`;

const submitKyc: OperationExtras = {
  requestDescription: [
    'Multipart form data: the text fields `user_id`, `id_type`, `id_number` and optionally',
    '`full_name` (the user’s name when left out), and two files: `id_front` (the front of the',
    `identity document) and \`selfie\`, each ${imageRules}.`,
    'A user who is unknown (422 on `user_id`), blocked (409) or whose previous check still waits',
    'for review (409) cannot be submitted for. After a rejection the same call resubmits: the new',
    'check names the rejected one in `resubmission_of`, which keeps its decisions.',
    `At most ${API_KEY_REQUESTS_PER_MINUTE} calls a minute per key (429 with Retry-After).`,
    '',
    'Example:',
    '',
    '```',
    'curl https://backoffice.example.com/api/platform/kyc-verifications \\',
    '  -H "Authorization: Bearer jbk_3f9a1c2e_…" \\',
    '  -F user_id=42 -F id_type=Passport -F id_number=P12345678 \\',
    '  -F id_front=@passport.jpg -F selfie=@selfie.jpg',
    '```',
  ].join('\n'),
  encoding: { id_front: { contentType: images }, selfie: { contentType: images } },
  requestExample: {
    user_id: 42,
    id_type: 'Passport',
    id_number: 'P12345678',
    full_name: 'Ann Lee',
    id_front: '(the JPEG, PNG or WebP file)',
    selfie: '(the JPEG, PNG or WebP file)',
  },
  responseExamples: {
    201: {
      result: true,
      message: INTEGRATION_MESSAGES.kycSubmitted,
      data: {
        id: 1207,
        user_id: 42,
        status: 'pending',
        id_type: 'Passport',
        submitted_at: '2026-03-02T09:14:05.120Z',
        reviewed_at: null,
        reason: null,
        reason_text: null,
        resubmission_of: 1180,
      },
    },
  },
};

export const OPERATION_EXTRAS: ReadonlyMap<Endpoint, OperationExtras> = new Map<
  Endpoint,
  OperationExtras
>([[endpoints.platform.submitKyc, submitKyc]]);
