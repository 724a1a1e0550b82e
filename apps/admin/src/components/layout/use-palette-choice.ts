import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import type { PaletteOption } from './command-palette-groups';
import { rememberRecent } from './command-palette-recents';
import { COMMAND_PALETTE_TEXT } from './command-palette-text';
import { setCommandPaletteOpen } from './use-command-palette';

/**
 * What choosing an option does: a page opens and the palette closes (a record is remembered among
 * the recent ones); a command runs first, and when it opens no page (no KYC waiting, or the
 * server could not be reached) its word stays in `notice`, the palette open.
 */
export function usePaletteChoice() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const [notice, setNotice] = useState<string | null>(null);

  function go(to: string) {
    setCommandPaletteOpen(false);
    void navigate(to);
  }

  async function choose({ choice }: PaletteOption) {
    if (choice.type === 'open') {
      if (choice.record && user) rememberRecent(user.id, choice.record);
      go(choice.to);
      return;
    }
    setNotice(null);
    try {
      const outcome = await choice.command.run(queryClient);
      if ('to' in outcome) go(outcome.to);
      else setNotice(outcome.message);
    } catch {
      setNotice(COMMAND_PALETTE_TEXT.failed);
    }
  }

  return { choose, notice, clearNotice: () => setNotice(null) };
}
