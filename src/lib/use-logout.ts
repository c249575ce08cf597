import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearSession } from './session';

/** Logout is client-side only (the backend has no call): clear session and user data, drop cached answers, go to /login. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearSession();
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [navigate, queryClient]);
}
