/**
 * Puts `value` on the clipboard; false when the browser has no clipboard API or refuses (no
 * secure context, no permission, the page not focused), so the caller can offer the value to
 * copy by hand.
 */
export async function copyText(value: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    return false;
  }
}
