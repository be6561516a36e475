import { expect } from 'vitest';
import type { Locator } from 'playwright-core';
import { expectInsideWindow, expectReachableByScrolling } from './geometry';

export interface DialogParts {
  /** The dialog's first field (or, without fields, its first button). */
  firstField: Locator;
  /** The last button of the dialog, usually the one that submits. */
  lastButton: Locator;
  /** The close control's accessible name; 'Close' for the shared dialog. */
  closeName?: string | RegExp;
}

/**
 * docs/product.md, 'Dialogs': a dialog fits the window. Its heading, close button and first field are in
 * the window as it opens, so is whatever got focus, and its last button can be scrolled to inside
 * the dialog, with the heading and close button still in view afterwards.
 */
export async function expectDialogFits(dialog: Locator, label: string, parts: DialogParts): Promise<void> {
  await dialog.waitFor({ state: 'visible' });
  const heading = dialog.getByRole('heading').first();
  // The first match: the tour panel has an icon button and a text button both named 'Skip tour'.
  const close = dialog.getByRole('button', { name: parts.closeName ?? 'Close', exact: true }).first();
  await expectInsideWindow(heading, `${label}: heading`);
  await expectInsideWindow(close, `${label}: close button`);
  await expectInsideWindow(parts.firstField, `${label}: first field`);
  const focused = dialog.locator(':focus');
  if ((await focused.count()) > 0) await expectInsideWindow(focused, `${label}: the focused element`);
  else {
    const focusOnDialog = await dialog.evaluate((element) => element === document.activeElement);
    expect(focusOnDialog, `${label}: focus is outside the dialog`).toBe(true);
  }

  await expectReachableByScrolling(parts.lastButton, `${label}: last button`);
  await expectInsideWindow(heading, `${label}: heading after scrolling to the last button`);
  await expectInsideWindow(close, `${label}: close button after scrolling to the last button`);
}
