/** A User-Agent header in words: "Chrome on Windows", "Firefox on Linux", "curl". */
export function describeUserAgent(userAgent: string | null): string {
  if (!userAgent || userAgent.trim() === '') return 'Unknown device';
  const browser = browserOf(userAgent);
  const system = systemOf(userAgent);
  if (browser && system) return `${browser} on ${system}`;
  if (browser || system) return (browser ?? system)!;
  // A script or a tool: its product name ("curl/8.5.0" → "curl").
  const product = /^([A-Za-z][\w.-]*)/.exec(userAgent.trim())?.[1];
  return product ?? 'Unknown device';
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bHeadlessChrome\//, 'Headless Chrome'],
  [/\bChrom(?:e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const browserOf = (ua: string) => BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
const systemOf = (ua: string) => SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
