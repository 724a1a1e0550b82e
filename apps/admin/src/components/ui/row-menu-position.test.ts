import { describe, expect, it } from 'vitest';
import { menuPlacement } from './row-menu-position';

const viewport = { width: 1440, height: 900 };
const size = { width: 160, height: 200 };
const button = (top: number, right = 1400) => ({ top, bottom: top + 32, right });

describe('menuPlacement', () => {
  it('puts the menu below its button, right edges aligned', () => {
    expect(menuPlacement(button(100), size, viewport)).toEqual({
      top: 136,
      left: 1240,
      side: 'bottom',
    });
  });

  it('puts it above when there is no room below but room above', () => {
    expect(menuPlacement(button(800), size, viewport)).toEqual({
      top: 596,
      left: 1240,
      side: 'top',
    });
  });

  it('stays below when there is room on neither side, and inside the window sideways', () => {
    const tall = { width: 160, height: 880 };
    expect(menuPlacement(button(400, 100), tall, viewport)).toEqual({
      top: 436,
      left: 4,
      side: 'bottom',
    });
  });
});
