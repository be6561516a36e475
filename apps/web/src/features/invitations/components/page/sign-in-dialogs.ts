import type { ReactNode } from 'react';

/** The two ways to sign in on the invitation page. */
export type SignInDialog = 'register' | 'login';

/** What the app layer gets to render the auth feature's Quick Register and Quick Login with. */
export interface SignInDialogsProps {
  /** The dialog to show, if any. */
  open: SignInDialog | null;
  onOpen: (dialog: SignInDialog) => void;
  onClose: () => void;
  /** The invited person, whom the page already shows: the dialogs start filled in with them. */
  invitee: { name: string; email: string };
}

export type RenderSignInDialogs = (props: SignInDialogsProps) => ReactNode;
