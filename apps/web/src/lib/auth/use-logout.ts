import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useAuth } from './auth-provider';

/** Logout (docs/product.md, 'Signing in and out'): ends the session, then goes to the login page. */
export function useLogout() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const run = async () => {
    setPending(true);
    try {
      await logout();
    } finally {
      setPending(false);
    }
    await navigate(paths.auth.login.getHref(), { replace: true });
  };

  return { logout: run, pending };
}
