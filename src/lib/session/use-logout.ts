import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearAnswerCache } from '@/lib/http/answer-cache';
import { clearSession } from '@/lib/session/session';

/** Logout is client-side only (the backend has no call): clear session and user data, drop cached answers, go to /login. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    clearSession();
    clearAnswerCache();
    navigate('/login', { replace: true });
  }, [navigate]);
}
