import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ClosedScreen } from './closed-screen';

describe('a cancelled meeting', () => {
  it('says the organizer cancelled it and offers no way back in', () => {
    render(
      <MemoryRouter>
        <ClosedScreen
          closed={{ kind: 'refused', reason: 'cancelled', message: 'This meeting was cancelled by the organizer.' }}
          onRejoin={() => undefined}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'This meeting was cancelled by the organizer' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rejoin' })).toBeNull();
  });
});
