import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { meetingAt } from '#web/features/meetings/testing/meeting-fixture.ts';
import { MeetingFacts } from './meeting-facts';

// docs/product.md, 'Meeting detail': the organizer is named by name and address, without the account type the
// original client called 'Guest account'; 'Plans': a plan's length reads as 24 hours, not 1440 minutes.
describe('the meeting page’s facts', () => {
  it('names the organizer without calling the account a guest account', () => {
    render(<MeetingFacts meeting={meetingAt(new Date(), 60)} />);
    expect(screen.getByText('Ada Lovelace')).toBeDefined();
    expect(screen.getByText('ada@example.com')).toBeDefined();
    expect(screen.queryByText('Guest account')).toBeNull();
  });

  it('writes a Pro limit in hours, in both languages', async () => {
    const meeting = meetingAt(new Date(), 60, {
      maxParticipants: 80,
      participantLimit: 50,
      durationLimitMinutes: 1440,
    });
    const { unmount } = render(<MeetingFacts meeting={meeting} />);
    expect(screen.getByText('Your plan allows 50 participants and 24 hours once started')).toBeDefined();
    unmount();
    await i18n.changeLanguage('tr');
    render(<MeetingFacts meeting={meeting} />);
    expect(screen.getByText(/ve başladıktan sonra 24 saat$/)).toBeDefined();
  });
});
