import type { FileStore, StorageArea } from '../../lib/storage/index.js';
import { diskStore, type StorageFolders } from '../../lib/storage/disk-store.js';

/**
 * Demo images drawn locally as SVG and encoded with sharp. A small fixed pool of each kind is
 * rendered and rows share pool entries, so the cost does not grow with the data's scale: one logo
 * per brand, one image per blog topic, one icon per category, and these pools.
 */
export const IMAGE_POOL_SIZES = { avatars: 24, kycDocuments: 40 } as const;

const numbered = (prefix: string, index: number, extension: string) =>
  `${prefix}-${String(index + 1).padStart(2, '0')}.${extension}`;

export const logoFileName = (index: number) => numbered('demo-logo', index, 'png');
export const avatarFileName = (index: number) => numbered('demo-avatar', index, 'jpg');
export const blogImageFileName = (index: number) => numbered('demo-blog', index, 'jpg');
export const categoryIconFileName = (index: number) => numbered('demo-category', index, 'png');
/** KYC documents are keys of the private area. */
export const idFrontPath = (index: number) => `kyc/${numbered('demo-id-front', index, 'jpg')}`;
export const selfiePath = (index: number) => `kyc/${numbered('demo-selfie', index, 'jpg')}`;

export type LogoSpec = { initials: string; label: string };
export type IdDocumentSpec = {
  fullName: string;
  idType: string;
  idNumber: string;
  birthDate: string;
  expiryDate: string;
};

export type DemoImageSet = {
  logos: readonly LogoSpec[];
  avatarCount: number;
  blogTitles: readonly string[];
  categoryNames: readonly string[];
  idDocuments: readonly IdDocumentSpec[];
};

type WrittenImages = { uploadFiles: string[]; privateFiles: string[] };

type PendingImage = { area: StorageArea; file: string; svg: string; format: 'png' | 'jpeg' };

const PALETTE = [
  '#2a9d8f',
  '#264653',
  '#e76f51',
  '#457b9d',
  '#6d597a',
  '#355070',
  '#b56576',
  '#43aa8b',
  '#577590',
  '#c0392b',
  '#277da1',
  '#c97c5d',
  '#5e60ce',
  '#0f766e',
  '#8a5a44',
  '#3d5a80',
] as const;
const SKIN_TONES = ['#f6d3b3', '#e8b894', '#d29b6c', '#a86b3f', '#7a4a2a', '#5a3520'] as const;
const HAIR_COLOURS = ['#2b1b12', '#4a2f1b', '#8c5a2b', '#c9a26b', '#1c1c1c', '#7d7d7d'] as const;
const FONT = `font-family="DejaVu Sans, Arial, Helvetica, sans-serif"`;
const RENDER_CONCURRENCY = 8;

const colourAt = (index: number) => PALETTE[index % PALETTE.length] as string;

/**
 * Writes every image of the set (replacing earlier ones of the same name) to `files`, or else to
 * the folders, and returns the written keys.
 */
export async function writeDemoImages(
  set: DemoImageSet,
  target: StorageFolders & { files?: FileStore },
): Promise<WrittenImages> {
  const upload = (file: string, svg: string, format: PendingImage['format']): PendingImage => ({
    area: 'public',
    file,
    svg,
    format,
  });
  const confidential = (file: string, svg: string): PendingImage => ({
    area: 'private',
    file,
    svg,
    format: 'jpeg',
  });
  const uploads = [
    ...set.logos.map((logo, i) => upload(logoFileName(i), logoSvg(logo, i), 'png')),
    ...range(set.avatarCount).map((i) => upload(avatarFileName(i), avatarSvg(i), 'jpeg')),
    ...set.blogTitles.map((title, i) => upload(blogImageFileName(i), blogSvg(title, i), 'jpeg')),
    ...set.categoryNames.map((name, i) =>
      upload(categoryIconFileName(i), categoryIconSvg(name, i), 'png'),
    ),
  ];
  const privates = set.idDocuments.flatMap((doc, i) => [
    confidential(idFrontPath(i), idCardSvg(doc, i)),
    confidential(selfiePath(i), selfieSvg(i)),
  ]);
  await renderAll(target.files ?? diskStore(target), [...uploads, ...privates]);
  return { uploadFiles: uploads.map((u) => u.file), privateFiles: privates.map((p) => p.file) };
}

async function renderAll(store: FileStore, images: readonly PendingImage[]): Promise<void> {
  // Loaded here, not at the top: the server imports the seed but only an empty database draws.
  const { default: sharp } = await import('sharp');
  let next = 0;
  const renderNext = async (): Promise<void> => {
    for (let image = images[next++]; image !== undefined; image = images[next++]) {
      const encoder = sharp(Buffer.from(image.svg));
      const bytes =
        image.format === 'png'
          ? await encoder.png().toBuffer()
          : await encoder.jpeg({ quality: 82 }).toBuffer();
      await store.delete(image.area, image.file);
      await store.put(
        image.area,
        image.file,
        bytes,
        image.format === 'png' ? 'image/png' : 'image/jpeg',
      );
    }
  };
  await Promise.all(range(RENDER_CONCURRENCY).map(renderNext));
}

function logoSvg(logo: LogoSpec, index: number): string {
  const colour = colourAt(index);
  const accent = colourAt(index + 5);
  return svg(256, 256, [
    `<rect width="256" height="256" fill="${colour}"/>`,
    index % 2 === 0
      ? `<circle cx="228" cy="28" r="70" fill="${accent}" opacity="0.55"/>`
      : `<rect x="-40" y="196" width="340" height="90" fill="${accent}" opacity="0.5" transform="rotate(-12 128 228)"/>`,
    text(128, 150, logo.initials, 104, '#ffffff', 'bold'),
    text(128, 214, logo.label, 22, '#ffffff', 'normal', 0.9),
  ]);
}

function avatarSvg(index: number): string {
  return svg(256, 256, [
    `<rect width="256" height="256" fill="${colourAt(index * 3)}"/>`,
    portrait({ cx: 128, top: 52, size: 1, index }),
  ]);
}

function blogSvg(title: string, index: number): string {
  const lines = wrap(title, 26).slice(0, 3);
  const firstBaseline = 252 - (lines.length - 1) * 30;
  return svg(
    960,
    504,
    [
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colourAt(index)}"/><stop offset="1" stop-color="${colourAt(index + 7)}"/></linearGradient></defs>`,
      `<rect width="960" height="504" fill="url(#g)"/>`,
      `<circle cx="860" cy="80" r="160" fill="#ffffff" opacity="0.08"/>`,
      `<circle cx="90" cy="470" r="120" fill="#ffffff" opacity="0.06"/>`,
      text(80, 110, 'JOB BOARD BLOG', 22, '#ffffff', 'bold', 0.8, 'start'),
      ...lines.map((line, i) =>
        text(80, firstBaseline + i * 60, line, 48, '#ffffff', 'bold', 1, 'start'),
      ),
    ],
    5 / 6,
  );
}

function categoryIconSvg(name: string, index: number): string {
  return svg(128, 128, [
    `<rect width="128" height="128" rx="28" fill="${colourAt(index * 2 + 1)}"/>`,
    `<circle cx="104" cy="24" r="34" fill="#ffffff" opacity="0.15"/>`,
    text(64, 82, initialsOf(name), 46, '#ffffff', 'bold'),
  ]);
}

function idCardSvg(doc: IdDocumentSpec, index: number): string {
  const band = colourAt(index + 2);
  const field = (y: number, label: string, value: string) =>
    text(300, y, label.toUpperCase(), 15, '#5b6b7a', 'bold', 1, 'start') +
    text(300, y + 30, value, 26, '#1d2b36', 'normal', 1, 'start');
  return svg(
    856,
    540,
    [
      `<rect width="856" height="540" rx="28" fill="#eef3f7"/>`,
      `<rect width="856" height="96" rx="28" fill="${band}"/><rect y="60" width="856" height="36" fill="${band}"/>`,
      text(40, 60, doc.idType.toUpperCase(), 32, '#ffffff', 'bold', 1, 'start'),
      text(816, 58, 'SPECIMEN', 18, '#ffffff', 'bold', 0.85, 'end'),
      `<rect x="40" y="130" width="220" height="280" rx="12" fill="#d7e1ea"/>`,
      `<svg x="40" y="130" width="220" height="280" viewBox="0 0 256 326">${portrait({ cx: 128, top: 60, size: 1, index })}</svg>`,
      field(150, 'Name', doc.fullName),
      field(230, 'ID Number', doc.idNumber),
      field(310, 'Date of birth', doc.birthDate),
      field(390, 'Expires', doc.expiryDate),
      `<rect x="40" y="446" width="776" height="60" rx="8" fill="#dde6ee"/>`,
      `<text x="60" y="485" font-family="DejaVu Sans Mono, monospace" font-size="22" fill="#3b4a57">${escapeXml(machineLine(doc))}</text>`,
      `<text x="428" y="320" ${FONT} font-size="120" font-weight="bold" fill="${band}" opacity="0.08" text-anchor="middle" transform="rotate(-18 428 300)">SAMPLE</text>`,
    ],
    0.75,
  );
}

function selfieSvg(index: number): string {
  return svg(
    480,
    640,
    [
      `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1ece4"/><stop offset="1" stop-color="#cfc6b8"/></linearGradient></defs>`,
      `<rect width="480" height="640" fill="url(#wall)"/>`,
      `<rect x="330" y="60" width="110" height="150" fill="${colourAt(index + 4)}" opacity="0.35"/>`,
      `<svg x="40" y="90" width="400" height="550" viewBox="0 0 256 352">${portrait({ cx: 128, top: 40, size: 1, index })}</svg>`,
      `<rect x="270" y="440" width="170" height="108" rx="10" fill="#eef3f7" stroke="#9aa8b5" stroke-width="3" transform="rotate(-8 355 494)"/>`,
      `<rect x="285" y="458" width="40" height="52" rx="4" fill="#d7e1ea" transform="rotate(-8 355 494)"/>`,
      `<circle cx="268" cy="520" r="26" fill="${SKIN_TONES[index % SKIN_TONES.length]}"/>`,
    ],
    0.75,
  );
}

/** Head and shoulders drawn with simple shapes, in a 256-unit wide box. */
function portrait({
  cx,
  top,
  size,
  index,
}: {
  cx: number;
  top: number;
  size: number;
  index: number;
}): string {
  const skin = SKIN_TONES[index % SKIN_TONES.length];
  const hair = HAIR_COLOURS[Math.floor(index / 2) % HAIR_COLOURS.length];
  const shirt = colourAt(index * 5 + 3);
  const r = 54 * size;
  const headY = top + r;
  const hairStyles = [
    `<path d="M ${cx - r} ${headY} A ${r} ${r} 0 0 1 ${cx + r} ${headY} L ${cx + r} ${headY - r * 0.2} Q ${cx} ${headY - r * 0.55} ${cx - r} ${headY - r * 0.2} Z" fill="${hair}"/>`,
    `<path d="M ${cx - r * 1.1} ${headY + r * 1.3} L ${cx - r * 1.1} ${headY} A ${r * 1.1} ${r * 1.1} 0 0 1 ${cx + r * 1.1} ${headY} L ${cx + r * 1.1} ${headY + r * 1.3} Z" fill="${hair}"/>`,
    `<circle cx="${cx}" cy="${headY - r * 1.05}" r="${r * 0.42}" fill="${hair}"/><path d="M ${cx - r} ${headY} A ${r} ${r} 0 0 1 ${cx + r} ${headY} Z" fill="${hair}"/>`,
  ];
  const style = index % hairStyles.length;
  return [
    style === 1 ? hairStyles[1] : '',
    `<path d="M ${cx - 2.1 * r} ${top + 6 * r} Q ${cx - 2 * r} ${headY + 1.6 * r} ${cx} ${headY + 1.55 * r} Q ${cx + 2 * r} ${headY + 1.6 * r} ${cx + 2.1 * r} ${top + 6 * r} Z" fill="${shirt}"/>`,
    `<rect x="${cx - r * 0.35}" y="${headY + r * 0.6}" width="${r * 0.7}" height="${r * 0.9}" fill="${skin}"/>`,
    `<circle cx="${cx}" cy="${headY}" r="${r}" fill="${skin}"/>`,
    style === 1 ? '' : hairStyles[style],
    `<circle cx="${cx - r * 0.35}" cy="${headY + r * 0.05}" r="${r * 0.08}" fill="#2b2b2b"/>`,
    `<circle cx="${cx + r * 0.35}" cy="${headY + r * 0.05}" r="${r * 0.08}" fill="#2b2b2b"/>`,
    `<path d="M ${cx - r * 0.3} ${headY + r * 0.45} Q ${cx} ${headY + r * 0.65} ${cx + r * 0.3} ${headY + r * 0.45}" stroke="#8a4b3a" stroke-width="${r * 0.07}" fill="none" stroke-linecap="round"/>`,
  ].join('');
}

/** A passport-style machine-readable line built from the document's fields. */
function machineLine(doc: IdDocumentSpec): string {
  const letters = (value: string) =>
    value
      .normalize('NFD')
      .replace(/[^A-Za-z0-9 ]/g, '')
      .toUpperCase()
      .replace(/ /g, '<');
  return `ID<${letters(doc.idNumber)}<<${letters(doc.fullName)}`.padEnd(44, '<').slice(0, 44);
}

/** An SVG drawn on a width × height canvas and rendered `outputScale` times that size. */
function svg(width: number, height: number, parts: readonly string[], outputScale = 1): string {
  const size = `width="${Math.round(width * outputScale)}" height="${Math.round(height * outputScale)}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" ${size} viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

function text(
  x: number,
  y: number,
  content: string,
  size: number,
  fill: string,
  weight: 'bold' | 'normal',
  opacity = 1,
  anchor: 'start' | 'middle' | 'end' = 'middle',
): string {
  return `<text x="${x}" y="${y}" ${FONT} font-size="${size}" font-weight="${weight}" fill="${fill}" opacity="${opacity}" text-anchor="${anchor}">${escapeXml(content)}</text>`;
}

/** Up to two initials: "Data & Analytics" → "DA". */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

function wrap(content: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of content.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const range = (count: number) => Array.from({ length: count }, (_, i) => i);
