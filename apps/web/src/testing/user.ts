import userEvent from '@testing-library/user-event';

/**
 * A user-event session that does not wait a timer tick between keystrokes: the events are the
 * same, but typing a form on a busy machine stays well inside the test's time.
 */
export const setupUser = () => userEvent.setup({ delay: null });

/**
 * For tests that render whole pages and fill forms: the first page of a file is compiled on
 * demand, and the suite shares two cores with everything else, so 5 s is not always enough.
 */
export const pageTest = { timeout: 20_000 };
