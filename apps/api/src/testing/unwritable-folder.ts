import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Makes a folder impossible to write to, as a read-only mount would; returns the undo. Mode bits
 * stop other users, not root: as root the folder is made immutable (`chattr +i`), or, where that
 * is not allowed, replaced by a file (writes below it fail with ENOTDIR).
 */
export function makeUnwritable(folder: string): () => void {
  if (process.getuid?.() !== 0) {
    chmodSync(folder, 0o555);
    return () => chmodSync(folder, 0o755);
  }
  try {
    execFileSync('chattr', ['+i', folder], { stdio: 'ignore' });
    return () => execFileSync('chattr', ['-i', folder], { stdio: 'ignore' });
  } catch {
    rmSync(folder, { recursive: true, force: true });
    writeFileSync(folder, 'not a folder');
    return () => {
      rmSync(folder, { force: true });
      mkdirSync(folder, { recursive: true });
    };
  }
}
