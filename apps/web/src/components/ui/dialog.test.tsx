import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open settings</button>
      <button>Behind the dialog</button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Settings" description="Change how it works.">
        <label>
          Name <input />
        </label>
        <button>Save</button>
      </Dialog>
    </>
  );
}

/** A dialog whose one button gives way to the next step, as Create Meeting gives way to its invite step. */
function SteppedDialog() {
  const [done, setDone] = useState(false);
  return (
    <Dialog open onClose={() => undefined} title="Steps">
      {done ? <p>All done</p> : <button onClick={() => setDone(true)}>Finish</button>}
    </Dialog>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'Open settings' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Settings' }) };
}

describe('Dialog', () => {
  it('is a labelled, described modal that starts with focus on its first field', async () => {
    const { dialog } = await openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Change how it works.',
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const { user } = await openDialog();
    const field = screen.getByRole('textbox', { name: 'Name' });

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab();
    expect(document.activeElement).toBe(field);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'the close button',
      async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByLabelText('Close')),
    ],
  ])('closes with %s and gives focus back to the opener', async (_how, close) => {
    const { user } = await openDialog();
    await close(user);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open settings' }));
  });

  it('keeps its heading and close button outside the part that scrolls', async () => {
    const { dialog } = await openDialog();
    const field = screen.getByRole('textbox', { name: 'Name' });
    const scrolling = field.closest('.overflow-y-auto');
    expect(scrolling).not.toBeNull();
    expect(dialog.contains(scrolling)).toBe(true);
    expect(scrolling?.contains(screen.getByRole('heading', { name: 'Settings' }))).toBe(false);
    expect(scrolling?.contains(screen.getByRole('button', { name: 'Close' }))).toBe(false);
  });

  it('takes focus back to itself when the focused content gives way to the next step', async () => {
    const user = userEvent.setup();
    render(<SteppedDialog />);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByText('All done')).toBeDefined();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Steps' })));
  });
});
